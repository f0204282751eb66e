import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./http/trusted-proxy";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * PostgreSQL connections one node keeps at most. A burst of joins (a session read each) queues behind a small
   * pool; every node's pool together must stay under the server's max_connections (100 by default). Unset: 10.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  /**
   * PGlite only: how long the embedded database runs work of its own at start-up, before the node serves, so that
   * its hot code is compiled before a class joins (db/pglite-warm-up.ts). `0` skips it.
   */
  PGLITE_WARM_UP_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Namespaces every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default("quizdeck"),
  COOKIE_SECURE: booleanFlag,
  /** `true` for one proxy in front, a number of proxies, or their addresses/CIDRs (http/trusted-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch {
        context.addIssue({
          code: "custom",
          message: "use false, true (one proxy), a number of proxies, or a comma-separated list of addresses/CIDRs",
        });
        return z.NEVER;
      }
    }),
  CORS_ORIGIN: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  /**
   * Issue 17: API requests one address may make a minute (the web client's files do not count). A class shares its
   * school's address: 60 phones signing in and playing a 30-question game make about 650, most of them in the
   * first minute; this leaves room for two classes starting at once and for reloads.
   */
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** Issue 12: guest sessions one address may open a minute (a class behind one address needs 60). */
  GUEST_JOINS_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** Issue 12: the most players one live game takes; a join beyond it hears "This game is full". */
  GAME_PLAYER_CAP: z.coerce.number().int().min(1).default(10_000),
  /** Issue 16: past this event-loop delay new REST requests and game joins get 503 (0: never). */
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Issue 16: past this much used JavaScript heap, in MiB, new work gets 503 (0: never). */
  SHED_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  /**
   * Issue 32: how long a node serves a deck or group listing it read without reading it again, when it hears of no
   * write (decision 019); 0 reads every listing from the database.
   */
  LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Issue 16: on SIGTERM the node drains (not ready, games handed over, log written) and exits by then. */
  DRAIN_DEADLINE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Issue 16: GET /metrics is served to `Authorization: Bearer <token>`; unset, there is no such route. */
  METRICS_TOKEN: z
    .string()
    .min(16, "use at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Config = z.infer<typeof envSchema> & { webDist: string };

/** Reads configuration from the environment once, failing fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  // A relative WEB_DIST is taken from the working directory, as DATA_DIR is (the static files want a full path).
  const webDist = path.resolve(parsed.data.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist"));
  return { ...parsed.data, webDist };
}

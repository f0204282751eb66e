import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connect";

/** How long a dependency may take to answer a readiness check. */
export const PROBE_TIMEOUT_MS = 1000;

export type Phase = "starting" | "serving" | "draining";

declare module "fastify" {
  interface FastifyInstance {
    /** Starting until the app is ready, serving, then draining from a shutdown on: only serving is ready. */
    lifecycle: Lifecycle;
  }
}

export class Lifecycle {
  phase: Phase = "starting";

  get draining(): boolean {
    return this.phase === "draining";
  }

  startDraining(): void {
    this.phase = "draining";
  }
}

export interface ProbeChecks {
  db: Db;
  /** PINGs Redis; absent without REDIS_URL. */
  pingRedis?: () => Promise<unknown>;
}

/** Routes the load balancer and the orchestrator call: public, never rate-limited, never shed. */
export const probeRouteConfig = { public: true, rateLimit: false, shed: false } as const;

/**
 * GET /healthz: the process answers (nothing else touched). GET /readyz: this node should get traffic: it is
 * serving (not starting or draining) and the database, and Redis when configured, answer within a second.
 */
export function registerProbes(app: FastifyInstance, checks: ProbeChecks): void {
  const lifecycle = new Lifecycle();
  app.decorate("lifecycle", lifecycle);
  app.addHook("onReady", async () => {
    if (lifecycle.phase === "starting") lifecycle.phase = "serving";
  });
  app.addHook("preClose", async () => {
    lifecycle.startDraining();
  });

  app.get("/healthz", { config: probeRouteConfig }, async () => ({ status: "ok" }));

  app.get("/readyz", { config: probeRouteConfig }, async (_request, reply) => {
    if (lifecycle.phase !== "serving") {
      return reply.status(503).send({ error: `Not ready: ${lifecycle.phase}`, phase: lifecycle.phase });
    }
    const failing: string[] = [];
    const [database, redis] = await Promise.all([
      answers(checks.db.execute(sql`select 1`)),
      checks.pingRedis ? answers(checks.pingRedis()) : Promise.resolve(true),
    ]);
    if (!database) failing.push("database");
    if (!redis) failing.push("redis");
    if (failing.length > 0) {
      return reply.status(503).send({ error: `Not ready: ${failing.join(" and ")} not answering`, failing });
    }
    return { status: "ready" };
  });
}

/** True when the call succeeds within PROBE_TIMEOUT_MS. */
async function answers(call: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

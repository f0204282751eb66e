import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/connect";
import { cards, decks } from "../src/db/schema";
import { pgliteTemplateBlob } from "./pglite-template";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database: in-memory PGlite, or (TEST_DATABASE_URL set) a new schema of the
 * real PostgreSQL that is dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  // No load shedding unless a test asks: a busy test machine must not turn requests away.
  const config = loadConfig({
    LOG_LEVEL: logStream ? "trace" : "silent",
    WEB_DIST: "/nonexistent",
    SHED_MAX_EVENT_LOOP_DELAY_MS: "0",
    ...env,
  });
  const url = process.env.TEST_DATABASE_URL || undefined;
  const searchPath = url ? `test_${randomUUID().replaceAll("-", "")}` : undefined;
  const database = await openDatabase(
    url ? { url, searchPath, poolSize: config.DATABASE_POOL_SIZE } : { loadDataDir: await pgliteTemplateBlob() },
  );
  const app = await buildApp({ config, database, logger: logStream !== undefined, logStream });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (url && searchPath) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA "${searchPath}" CASCADE`);
        await client.end();
      }
    },
  };
}

/** The test app with its log (every level) kept in memory: `log()` is everything written so far. */
export async function createLoggedTestApp(env: Record<string, string> = {}): Promise<TestApp & { log(): string }> {
  let written = "";
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    written += chunk.toString("utf8");
  });
  const t = await createTestApp(env, { logStream: stream });
  return { ...t, log: () => written };
}

let counter = 0;
export const STRONG_PASSWORD = "Secret1!";

export interface TestUser {
  id: string;
  cookie: string;
  email: string;
  username: string;
}

/** Signs up a fresh user through the API and returns its id and session cookie. */
export async function signUp(app: FastifyInstance, overrides: { email?: string; display_name?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const username = overrides.display_name ?? `user${counter}`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password: STRONG_PASSWORD, display_name: username },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().data.user.id as string, cookie: sessionCookie(response), email, username };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "qd_session");
  if (!cookie) throw new Error("no session cookie set");
  return `qd_session=${cookie.value}`;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A small client bound to one user's cookie. */
export function as(app: FastifyInstance, user: { cookie: string } | null) {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload?: unknown) => call("POST", url, payload),
    put: (url: string, payload?: unknown) => call("PUT", url, payload),
    delete: (url: string, payload?: unknown) => call("DELETE", url, payload),
  };
}

/** A new game hosted by `host` (`POST /api/games`): its id; throws with the response when it was refused. */
export async function createGameAs(app: FastifyInstance, host: { cookie: string }): Promise<string> {
  const response = await as(app, host).post("/api/games", {});
  if (response.statusCode !== 201) throw new Error(`POST /api/games answered ${response.statusCode}: ${response.body}`);
  return response.json().data[0].Game_id as string;
}

/** A deck of `count` complete cards ("Question n", "right n", three "wrong n…"), written straight to the database. */
export async function insertDeck(t: TestApp, authorId: string, title: string, count: number): Promise<number> {
  const [deck] = await t.database.db.insert(decks).values({ title, userId: authorId }).returning({ id: decks.id });
  if (!deck) throw new Error("no deck inserted");
  for (let n = 1; n <= count; n += 1) {
    await t.database.db.insert(cards).values({
      deckId: deck.id,
      question: `Question ${n}`,
      answer: `right ${n}`,
      incorrect1: `wrong ${n}a`,
      incorrect2: `wrong ${n}b`,
      incorrect3: `wrong ${n}c`,
    });
  }
  return deck.id;
}

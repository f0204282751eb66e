import { threadId } from "node:worker_threads";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplateBlob } from "../../test/pglite-template";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "./connect";

/** Issue 32: PGlite runs on its own thread; if that thread dies, the node stops saying it is ready. */
describe("PGlite's worker thread", () => {
  const lost: Error[] = [];
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ loadDataDir: await pgliteTemplateBlob(), onLost: (error) => lost.push(error) });
    const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", SHED_MAX_EVENT_LOOP_DELAY_MS: "0" });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("dying makes /readyz fail and tells the server it is lost (main.ts then exits for its supervisor)", async () => {
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect(database.pgliteWorker?.threadId).not.toBe(threadId);

    await database.pgliteWorker?.terminate();

    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: "Not ready: database not answering", failing: ["database"] });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect(lost.map((error) => error.message)).toEqual(["The PGlite worker exited with code 1"]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../../test/pglite-template";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "./connect";

/**
 * Issue 32 point 1: the embedded database runs in a thread of its own. When that thread dies, the node says it is
 * not ready (the load balancer stops sending it traffic), starts the thread again from its data folder, and
 * serves again with every row it had.
 */
describe("the embedded database's thread", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-pglite-thread-"));
  const crashes: Error[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fs.cpSync((await pgliteTemplate()).directory, dataDir, { recursive: true });
    database = await openDatabase({ dataDir, onCrash: (error) => crashes.push(error) });
    const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", SHED_MAX_EVENT_LOOP_DELAY_MS: "0" });
    app = await buildApp({ config, database });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails readiness while it is down, then starts again with the data it had", async () => {
    const signup = { email: "thread@example.com", password: "Secret1!", display_name: "Threaded" };
    expect((await app.inject({ method: "POST", url: "/api/auth/signup", payload: signup })).statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);

    await database.pglite?.crash();
    const whileDown = await app.inject({ method: "GET", url: "/readyz" });
    expect(whileDown.statusCode).toBe(503);
    expect(whileDown.json()).toMatchObject({ failing: ["database"] });
    expect(crashes).toHaveLength(1);

    await expect.poll(async () => (await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: signup.email, password: signup.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

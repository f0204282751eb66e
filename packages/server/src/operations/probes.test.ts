import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper";

/** Issue 16 item 1: what the load balancer asks a node. */
describe("health and readiness probes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answer without a session, and readyz says ready when the database answers", async () => {
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("are never rate-limited", async () => {
    // The global limit is 1000 a minute per address.
    for (let n = 0; n < 1001; n += 1) {
      const response = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("readyz says not ready while the node drains; healthz still answers", async () => {
    const drainingApp = await createTestApp();
    try {
      drainingApp.app.lifecycle.startDraining();
      const ready = await drainingApp.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: "Not ready: draining" });
      expect((await drainingApp.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await drainingApp.close();
    }
  });

  it("readyz says not ready when the database is down", async () => {
    const broken = await createTestApp();
    const closeDatabase = broken.database.close;
    await closeDatabase();
    broken.database.close = async () => undefined;
    try {
      const ready = await broken.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: "Not ready: database not answering",
        failing: ["database"],
      });
      expect((await broken.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

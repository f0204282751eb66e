import { messages } from "@quizdeck/shared/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoggedTestApp, createTestApp, STRONG_PASSWORD, type TestApp } from "../../test/helper";

/** Issue 16 item 5: a user's report of a failure can be matched to the log. */
let t: Awaited<ReturnType<typeof createLoggedTestApp>>;

beforeAll(async () => {
  t = await createLoggedTestApp();
});
afterAll(() => t.close());

const fromProxy = "0123456789abcdef0123456789abcdef";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A signup the database refuses with a real failure: a 500. */
async function failingSignup(headers: Record<string, string> = {}, on: TestApp = t) {
  await on.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (false) NOT VALID`);
  try {
    return await on.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers,
      payload: { email: `${crypto.randomUUID()}@example.com`, password: STRONG_PASSWORD, display_name: "Failing" },
    });
  } finally {
    await on.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuse_new_users`);
  }
}

const logLines = () =>
  t
    .log()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });

describe("request ids", () => {
  it("a 500 answers { error, requestId }, the x-request-id header says the same id, and the log line carries it", async () => {
    const response = await failingSignup();
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ error: messages.internalError, requestId: expect.any(String) });
    expect(response.headers["x-request-id"]).toBe(body.requestId);
    const failure = logLines().find((line) => line.msg === "request failed" && line.reqId === body.requestId);
    expect(failure).toBeDefined();
  });

  it("are unique per request, and every response has one", async () => {
    const first = await t.app.inject({ method: "GET", url: "/healthz" });
    const second = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(first.headers["x-request-id"]).toEqual(expect.any(String));
    expect(second.headers["x-request-id"]).toEqual(expect.any(String));
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("take a trusted proxy's id when it sends a plausible one, never a forged log line", async () => {
    const behind = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const response = await failingSignup({ "x-request-id": fromProxy }, behind);
      expect(response.json().requestId).toBe(fromProxy);
      expect(response.headers["x-request-id"]).toBe(fromProxy);
      const forged = await behind.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-request-id": 'x"} {"msg":"forged' },
      });
      expect(forged.headers["x-request-id"]).not.toContain("forged");
    } finally {
      await behind.close();
    }
  });

  it("make their own id when the sender is not a trusted proxy: TRUST_PROXY=false, or a peer not in the list", async () => {
    const direct = await failingSignup({ "x-request-id": fromProxy });
    expect(direct.json().requestId).toMatch(UUID);
    expect(direct.headers["x-request-id"]).toBe(direct.json().requestId);
    const listed = await createTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    try {
      const probe = (remoteAddress: string) =>
        listed.app.inject({ method: "GET", url: "/healthz", remoteAddress, headers: { "x-request-id": fromProxy } });
      expect((await probe("10.1.2.3")).headers["x-request-id"]).toBe(fromProxy);
      expect((await probe("198.51.100.7")).headers["x-request-id"]).toMatch(UUID);
    } finally {
      await listed.close();
    }
  });
});

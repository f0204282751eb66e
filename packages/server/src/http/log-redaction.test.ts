import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoggedTestApp, STRONG_PASSWORD } from "../../test/helper";
// biome-ignore lint/style/noRestrictedImports: a real password hash must be redacted, and only auth makes one.
import { hashPassword } from "../features/auth/passwords";

/** Issue 9 rule 7: no log line at any level holds a password, a hash, a session token, a cookie or an email. */
let t: Awaited<ReturnType<typeof createLoggedTestApp>>;

beforeAll(async () => {
  t = await createLoggedTestApp();
});
afterAll(() => t.close());

describe("the log", () => {
  it("keeps the email, the password, its hash and the cookie out of a failing signup's error", async () => {
    // A real database failure on the insert: every new row breaks a constraint.
    await t.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (false) NOT VALID`);
    const email = "secret.person@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { cookie: "qd_session=cookie-token-value-123" },
      payload: { email, password: STRONG_PASSWORD, display_name: "Secret" },
    });
    await t.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuse_new_users`);

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(email);
    expect(t.log()).toContain("request failed");
    expect(t.log()).toContain("refuse_new_users");
    expect(t.log()).not.toContain(email);
    expect(t.log()).not.toContain(STRONG_PASSWORD);
    expect(t.log()).not.toContain("$argon2");
    expect(t.log()).not.toContain("cookie-token-value-123");
  });

  it("redacts secrets that are handed to it as fields", async () => {
    const hash = await hashPassword(STRONG_PASSWORD);
    t.app.log.error(
      {
        user: { email: "someone@example.com", passwordHash: hash, password: STRONG_PASSWORD },
        token: "tok-abc-123",
        req: { headers: { cookie: "qd_session=tok-abc-123", authorization: "Bearer tok-abc-123" } },
      },
      "something odd",
    );
    const line =
      t
        .log()
        .split("\n")
        .find((entry) => entry.includes("something odd")) ?? "";
    expect(line).not.toBe("");
    for (const secret of ["someone@example.com", hash, STRONG_PASSWORD, "tok-abc-123"]) {
      expect(line).not.toContain(secret);
    }
  });
});

import { messages } from "@quizdeck/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, signUp, type TestApp } from "../../../test/helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooMany = { error: messages.tooManyRequests, message: messages.tooManyRequests, code: "rate_limited" };

describe("rate limits (docs/product.md §9: a classroom shares one IP, accounts are protected one by one)", () => {
  it("lets one address log in 300 times a minute, then answers 429 with a readable error", async () => {
    for (let i = 0; i < 300; i += 1) {
      const attempt = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
      expect(attempt.statusCode).toBe(400);
    }
    const refused = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // Signup has its own allowance: a class can still sign up.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: {} })).statusCode).toBe(400);
  });

  it("refuses an 11th signup attempt for one email within 15 minutes", async () => {
    await signUp(t.app, { email: "popular@example.com" });
    for (let i = 0; i < 9; i += 1) {
      const again = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "POPULAR@example.com", password: STRONG_PASSWORD, display_name: "Again" },
      });
      expect(again.statusCode).toBe(409);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "popular@example.com", password: STRONG_PASSWORD, display_name: "Again" },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
  });
});

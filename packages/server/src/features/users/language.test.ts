import { LANGUAGE_COOKIE } from "@quizdeck/shared/languages";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, STRONG_PASSWORD, signUp, type TestApp, type TestUser } from "../../../test/helper";

/** Issue 33: an account keeps its language, and every device it signs in on is told it (the qd_lang cookie). */
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const languageCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE);

const logIn = (email: string, cookie = "") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: cookie ? { cookie } : {},
    payload: { email, password: STRONG_PASSWORD },
  });

describe("PUT /api/users/{id}/language", () => {
  it("keeps the choice with the account and remembers it on this device for a year", async () => {
    const response = await as(t.app, ada).put(`/api/users/${ada.id}/language`, { language: "es" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Language: "es" });
    const cookie = languageCookie(response);
    expect(cookie).toMatchObject({ value: "es", path: "/", sameSite: "Lax", maxAge: 365 * 24 * 60 * 60 });
    // The page's script reads it to pick its messages before drawing.
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it("tells the next device Ada signs in on, whatever that browser had chosen", async () => {
    await as(t.app, ada).put(`/api/users/${ada.id}/language`, { language: "ar" });
    const response = await logIn(ada.email, `${LANGUAGE_COOKIE}=es`);
    expect(response.statusCode).toBe(200);
    expect(languageCookie(response)?.value).toBe("ar");
  });

  it("leaves a device's choice alone for an account that never chose", async () => {
    const response = await logIn(bob.email, `${LANGUAGE_COOKIE}=es`);
    expect(response.statusCode).toBe(200);
    expect(languageCookie(response)).toBeUndefined();
  });

  it("refuses another user's account, a language we do not have, and a signed-out caller", async () => {
    const others = await as(t.app, bob).put(`/api/users/${ada.id}/language`, { language: "es" });
    expect(others.statusCode).toBe(403);
    const unknown = await as(t.app, bob).put(`/api/users/${bob.id}/language`, { language: "fr" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("Unknown language");
    expect(languageCookie(unknown)).toBeUndefined();
    const signedOut = await as(t.app, null).put(`/api/users/${bob.id}/language`, { language: "es" });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("signing up", () => {
  it("keeps the language the visitor chose before signing up", async () => {
    const email = `carmen-${Date.now()}@example.com`;
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { cookie: `${LANGUAGE_COOKIE}=es` },
      payload: { email, password: STRONG_PASSWORD, display_name: "Carmen" },
    });
    expect(signup.statusCode).toBe(201);
    expect(languageCookie(await logIn(email))?.value).toBe("es");
  });
});

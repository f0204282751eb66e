import { messages } from "@quizdeck/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, STRONG_PASSWORD, signUp, type TestApp } from "../../../test/helper";
import { findUserByEmail } from "./repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/auth/signup (docs/api.md Auth, docs/product.md §5)", () => {
  it("creates the account, signs it in and reports the session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "Ada@Example.com", password: STRONG_PASSWORD, display_name: "  Ada  " },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.user.id;
    expect(typeof id).toBe("string");
    const cookie = response.cookies.find((c) => c.name === "qd_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const session = await as(t.app, { cookie: `qd_session=${cookie?.value}` }).get("/api/auth/session");
    expect(session.json()).toEqual({ authenticated: true, user: { id } });
    const user = await as(t.app, { cookie: `qd_session=${cookie?.value}` }).get(`/api/users/${id}`);
    expect(user.json()).toMatchObject({ Username: "Ada", Private: false, Profile_Pic: null, Wins: 0 });
  });

  it("refuses a second account with the same email in another case", async () => {
    await signUp(t.app, { email: "twin@example.com" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "TWIN@example.com", password: STRONG_PASSWORD, display_name: "Twin" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: messages.emailTaken, message: messages.emailTaken, code: "conflict" });
  });

  it.each([
    ["Ab1!", "Password must be at least 6 characters"],
    ["abcdef1!", "Password must contain an uppercase letter"],
    ["ABCDEF1!", "Password must contain a lowercase letter"],
    ["Abcdefg!", "Password must contain a number"],
    ["Abcdef12", "Password must contain a special character"],
    [`Aa1!${"x".repeat(130)}`, "Password must be at most 128 characters"],
  ])("enforces the password rules: %s", async (password, error) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "rules@example.com", password, display_name: "Rules" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it.each([
    [{ password: STRONG_PASSWORD, display_name: "Nomail" }, "Email is required"],
    [{ email: "not-an-email", password: STRONG_PASSWORD, display_name: "Bad" }, "Please enter a valid email address"],
    [{ email: "a@example.com", display_name: "Nopass" }, "Password is required"],
    [{ email: "a@example.com", password: STRONG_PASSWORD }, "Display name is required"],
    [{ email: "a@example.com", password: STRONG_PASSWORD, display_name: "   " }, messages.usernameEmpty],
    [{ email: "a@example.com", password: STRONG_PASSWORD, display_name: "ab" }, messages.usernameTooShort],
    [{ email: "a@example.com", password: STRONG_PASSWORD, display_name: "x".repeat(21) }, messages.usernameTooLong],
  ])("requires every field: %o", async (payload, error) => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, message: error, code: "bad_request" });
  });

  it("answers malformed JSON and non-JSON bodies with a readable 4xx", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe("The request body is not valid JSON");
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe("Send the request body as JSON");
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "big@example.com", password: STRONG_PASSWORD, display_name: "x".repeat(300_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe("The request body is too large");
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the email's case", async () => {
    const user = await signUp(t.app, { email: "grace@example.com" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "GRACE@example.com", password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { user: { id: user.id } } });
    expect(response.cookies.some((c) => c.name === "qd_session")).toBe(true);
  });

  it("refuses a wrong password or unknown email with the same 401", async () => {
    await signUp(t.app, { email: "linus@example.com" });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "linus@example.com", password: "Wrong1!x" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "Wrong1!x" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(messages.invalidCredentials);
  });

  it("requires both fields", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@b.co" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Password is required");
  });

  it("makes one address wait after 5 failed logins: 429 with Retry-After, even with the right password", async () => {
    await signUp(t.app, { email: "target@example.com" });
    for (let i = 0; i < 5; i += 1) {
      const attempt = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "target@example.com", password: `Guess${i}!a` },
      });
      expect(attempt.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "target@example.com", password: STRONG_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(messages.tooManyLoginAttempts);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("session and signout", () => {
  it("reports a signed-out visitor as not authenticated", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
  });

  it("treats a forged cookie as signed out", async () => {
    const response = await as(t.app, { cookie: "qd_session=forged" }).get("/api/auth/session");
    expect(response.json()).toEqual({ authenticated: false });
  });

  it("signout ends the session for good, though the server had just read it (issue 15's session cache)", async () => {
    const user = await signUp(t.app);
    expect((await as(t.app, user).get(`/api/users/${user.id}`)).statusCode).toBe(200);
    const signout = await as(t.app, user).post("/api/auth/signout");
    expect(signout.statusCode).toBe(200);
    expect((await as(t.app, user).get("/api/auth/session")).json()).toEqual({ authenticated: false });
    expect((await as(t.app, user).get(`/api/users/${user.id}`)).statusCode).toBe(401);
  });

  it("answers 401 to a signed-out caller before looking at the body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/decks",
      headers: { "content-type": "application/json" },
      payload: "{broken",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messages.notSignedIn);
  });

  it("refuses a state change from another site's origin", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, user).get("/api/auth/session")).json().authenticated).toBe(true);
  });
});

describe("bad input to signup and login (issue 9, rules 3 and 6)", () => {
  const signup = (payload: object) => t.app.inject({ method: "POST", url: "/api/auth/signup", payload });
  const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/auth/login", payload });
  const valid = { email: "nul@example.com", password: STRONG_PASSWORD, display_name: "Nully" };

  it.each([
    [{ email: "nul\u0000@example.com" }, "Email must not contain control characters"],
    [{ email: "nul@example.com\u0000" }, "Email must not contain control characters"],
    [{ password: "Secret1!\u0000" }, "Password must not contain control characters"],
    [{ password: "Sec\tret1!" }, "Password must not contain control characters"],
    [{ display_name: "Nu\u0000lly" }, "Username must not contain control characters"],
    [{ display_name: "\u3164" }, messages.usernameEmpty],
    [{ display_name: "Nu\u200blly" }, "Username must not contain invisible or direction-changing characters"],
    [{ display_name: "\u202eNully" }, "Username must not contain invisible or direction-changing characters"],
  ])("refuses a signup with %o with 400 and creates no account", async (change, message) => {
    const response = await signup({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: "bad_request" });
    expect(await findUserByEmail(t.database.db, valid.email)).toBeUndefined();
  });

  it("stores the display name NFC-normalised and trimmed of invisible ends", async () => {
    const response = await signup({ ...valid, email: "cafe@example.com", display_name: "\u200bCafe\u0301\u3000" });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === "qd_session");
    const user = { cookie: `qd_session=${cookie?.value}` };
    const profile = await as(t.app, user).get(`/api/users/${response.json().data.user.id}`);
    expect(profile.json().Username).toBe("Caf\u00e9");
  });

  it("answers a NUL in the login email with 400 and a NUL in the password as a failed login, never 500", async () => {
    await signUp(t.app, { email: "nulpass@example.com" });
    for (const email of ["nulpass@example.com\u0000", "\u0000", "a\u0000b@example.com"]) {
      const response = await login({ email, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Email must not contain control characters");
    }
    const nulPassword = await login({ email: "nulpass@example.com", password: `${STRONG_PASSWORD}\u0000` });
    expect([400, 401]).toContain(nulPassword.statusCode);
    expect((await login({ email: "nulpass@example.com", password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

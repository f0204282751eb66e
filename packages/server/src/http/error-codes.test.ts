import rateLimit from "@fastify/rate-limit";
import { messages } from "@quizdeck/shared/messages";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp } from "../../test/helper";
import { AppError } from "./app-error";
import { registerErrorHandler } from "./error-handler";

/** Issue 10 item 6: every REST error is `{ error, message, code }`, the code from the shared closed union. */
describe("error bodies of the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carry the code of their status, beside the same text as error and message", async () => {
    const user = await signUp(t.app);
    const cases = [
      { status: 401, code: "unauthorized", response: await t.app.inject({ method: "GET", url: "/api/decks" }) },
      { status: 404, code: "not_found", response: await as(t.app, user).get("/api/decks/2147483647") },
      { status: 404, code: "not_found", response: await as(t.app, user).get("/api/no-such-thing") },
      {
        status: 415,
        code: "unsupported_type",
        response: await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { "content-type": "text/plain" },
          payload: "hello",
        }),
      },
      {
        status: 400,
        code: "bad_request",
        response: await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { "content-type": "application/json" },
          payload: "{not json",
        }),
      },
    ];
    for (const { status, code, response } of cases) {
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body).toEqual({ error: expect.any(String), message: body.error, code });
    }
  });
});

/** The handler alone on a bare Fastify, for the errors the app does not make on purpose. */
describe("the error handler", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 100 });
    registerErrorHandler(app);
    await app.register(rateLimit, {
      max: 1,
      timeWindow: "1 minute",
      allowList: (request) => request.url !== "/limited",
    });
    app.get("/limited", async () => ({ ok: true }));
    app.get("/broken", async () => {
      throw new Error("secret detail of a bug");
    });
    app.get("/gone", async () => {
      throw new AppError("gone", "That game has already ended");
    });
    app.get("/method", async () => {
      throw Object.assign(new Error("Method not allowed here"), { statusCode: 405 });
    });
    app.post("/echo", async (request) => request.body ?? {});
    await app.ready();
  });
  afterAll(() => app.close());

  const bodyOf = async (request: InjectOptions) => {
    const response = await app.inject(request);
    return { status: response.statusCode, body: response.json() };
  };

  it("answers a bug with 500, code internal and the shared text, never the details", async () => {
    expect(await bodyOf({ method: "GET", url: "/broken" })).toEqual({
      status: 500,
      body: {
        error: messages.internalError,
        message: messages.internalError,
        code: "internal",
        requestId: expect.any(String),
      },
    });
  });

  it("gives an AppError its own code", async () => {
    expect((await bodyOf({ method: "GET", url: "/gone" })).body.code).toBe("gone");
  });

  it("gives Fastify's own refusals their codes: bad JSON, too large, wrong type", async () => {
    const post = (contentType: string, payload: string) =>
      bodyOf({ method: "POST", url: "/echo", headers: { "content-type": contentType }, payload });
    expect(await post("application/json", "{oops")).toMatchObject({ status: 400, body: { code: "bad_request" } });
    expect(await post("application/json", JSON.stringify({ long: "x".repeat(200) }))).toMatchObject({
      status: 413,
      body: { code: "too_large" },
    });
    expect(await post("application/xml", "<a/>")).toMatchObject({ status: 415, body: { code: "unsupported_type" } });
  });

  it("answers the rate limit with 429 and code rate_limited", async () => {
    expect((await bodyOf({ method: "GET", url: "/limited" })).status).toBe(200);
    expect(await bodyOf({ method: "GET", url: "/limited" })).toEqual({
      status: 429,
      body: { error: messages.tooManyRequests, message: messages.tooManyRequests, code: "rate_limited" },
    });
  });

  it("gives a 4xx without a code of its own bad_request, keeping its status and text", async () => {
    expect(await bodyOf({ method: "GET", url: "/method" })).toEqual({
      status: 405,
      body: { error: "Method not allowed here", message: "Method not allowed here", code: "bad_request" },
    });
  });
});

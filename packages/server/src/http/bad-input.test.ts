import * as authSchemas from "@quizdeck/shared/auth";
import * as cardSchemas from "@quizdeck/shared/cards";
import * as deckSchemas from "@quizdeck/shared/decks";
import * as gameSchemas from "@quizdeck/shared/games";
import * as groupSchemas from "@quizdeck/shared/groups";
import * as userSchemas from "@quizdeck/shared/users";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../test/helper";
import { multipartForm, tinyPng } from "../../test/multipart-form";

/**
 * Issue 9 rules 3, 4 and 12: whatever a caller sends, the answer is a 4xx with a readable message, never a 500.
 * Routes come from the app's route table and field names from the shared schemas, so new ones are covered.
 */
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  const client = as(t.app, owner);
  const deck = (await client.post("/api/decks", { Title: "Fixture" })).json();
  await client.post(`/api/cards/${deck.deck_id}`, { Question: "Q", Answer: "A" });
  await client.post("/api/groups", { Group_Name: "Fixture group" });
});
afterAll(() => t.close());

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** Routes that end the caller's session are walked by their own tests, not here. */
const endsSession = (url: string) => url === "/api/auth/signout" || url === "/api/auth/deleteaccount";

function walkedRoutes() {
  return t.app.routeTable.filter((route) => route.url.startsWith("/api/") && !endsSession(route.url));
}

/** Every body field any shared request schema knows. */
const fieldNames = [
  ...new Set(
    [authSchemas, cardSchemas, deckSchemas, gameSchemas, groupSchemas, userSchemas].flatMap((module) =>
      Object.values(module).flatMap((value) => (value instanceof z.ZodObject ? Object.keys(value.shape) : [])),
    ),
  ),
];

const badValues: Record<string, unknown> = {
  nul: "a\u0000b",
  control: "a\u0007b",
  null: null,
  number: 2147483648,
  object: { $gt: "" },
  array: ["a\u0000"],
  hugeString: "x".repeat(5000),
};

const badIds = ["0x1", "1e0", "1.0", "%201", "true", "a%00b", "%00", "2147483648", "99999999999", "-1", "0"];

async function send(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: method as HTTPMethods,
    url,
    headers: { cookie: owner.cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectReadable4xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body}`).toBeLessThan(500);
  if (response.body) expect(typeof JSON.parse(response.body).error, what).toBe("string");
}

describe("bad path ids", () => {
  it("never give a 500, on any route", async () => {
    const failures: string[] = [];
    for (const route of walkedRoutes().filter((candidate) => candidate.url.includes(":"))) {
      for (const id of badIds) {
        const url = route.url.replace(/:[A-Za-z_]+/g, id);
        const response = await send(route.method, url, SAFE.has(route.method) ? undefined : {});
        if (response.statusCode >= 500) failures.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("are 400 or 404 where a numeric id is expected, never a match", async () => {
    for (const id of badIds) {
      for (const url of [`/api/decks/${id}`, `/api/cards/${id}/card`, `/api/groups/${id}`]) {
        const response = await send("GET", url);
        expect([400, 404], `${url} → ${response.statusCode}`).toContain(response.statusCode);
      }
    }
  });

  it("with a NUL are refused, even on the public image route", async () => {
    for (const url of ["/api/users/a%00b", "/api/images/a%00b", "/api/decks/a%00b/user_decks"]) {
      expectReadable4xx(await t.app.inject({ method: "GET", url }), url);
      expectReadable4xx(await send("GET", url), url);
    }
  });
});

describe("bad bodies", () => {
  it("never give a 500: every field of every shared schema, with NUL, controls, null, numbers, objects", async () => {
    const failures: string[] = [];
    for (const route of walkedRoutes().filter((candidate) => !SAFE.has(candidate.method))) {
      const url = route.url.replace(/:[A-Za-z_]+/g, "1");
      for (const [kind, value] of Object.entries(badValues)) {
        const body = Object.fromEntries(fieldNames.map((field) => [field, value]));
        const response = await send(route.method, url, body);
        if (response.statusCode >= 500) failures.push(`${route.method} ${url} (${kind}) → ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("that are not JSON are refused on every state-changing route but the uploads", async () => {
    const form = multipartForm({ filename: "x.png", contentType: "image/png", bytes: tinyPng });
    const accepted: string[] = [];
    for (const route of walkedRoutes().filter((candidate) => !SAFE.has(candidate.method))) {
      const url = route.url.replace(/:[A-Za-z_]+/g, "1");
      for (const [type, payload] of [
        [form.headers["content-type"], form.payload],
        ["application/x-www-form-urlencoded", "Title=x"],
        ["text/plain", '{"Title":"x"}'],
      ] as const) {
        const response = await send(route.method, url, payload, { "content-type": type });
        const upload = /image|profile-pic/.test(route.url) && type.startsWith("multipart/");
        if (!upload && response.statusCode !== 415)
          accepted.push(`${route.method} ${url} ${type} → ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it("a multipart upload with no boundary or a truncated body is a 400", async () => {
    const url = `/api/users/${owner.id}/profile-pic`;
    const noBoundary = await send("POST", url, "--x\r\n", { "content-type": "multipart/form-data" });
    expectReadable4xx(noBoundary, "no boundary");
    const form = multipartForm({ filename: "x.png", contentType: "image/png", bytes: tinyPng });
    const truncated = await send("POST", url, form.payload.subarray(0, form.payload.length - 30), form.headers);
    expectReadable4xx(truncated, "truncated");
  });
});

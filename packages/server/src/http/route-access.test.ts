import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameAs, createTestApp, signUp, type TestApp } from "../../test/helper";

/**
 * Issue 9 rule 1: access is decided on the matched route, never on the raw URL. The walk takes every route from
 * the app's own route table, so a route added later is covered without editing this file.
 */
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Quizdeck</title>");
  fs.writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('quizdeck')");
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const FOREIGN_ORIGIN = "https://evil.example";

/** A concrete URL for a route pattern: every parameter and wildcard filled in. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, "1").replace(/\*$/, "x");

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code.toLowerCase()}`;
};

/** The same path as a router would read it, spelt the ways an attacker tries to slip past a prefix check. */
function spellings(url: string): string[] {
  const variants = [url, url.replace(/^\/api/, "/%61pi"), url.replace(/^\/api/, "/a%70i"), `/${url}`];
  // Encode one letter whose hex has a letter digit (j–o, z), in upper- and lower-case hex.
  const index = url.search(/[j-oz]/);
  if (index > 0) {
    const char = url.charAt(index);
    for (const upper of [true, false]) variants.push(url.slice(0, index) + hex(char, upper) + url.slice(index + 1));
  }
  return variants;
}

function routes() {
  return t.app.routeTable.map((route) => ({ ...route, path: concrete(route.url) }));
}

describe("the route table", () => {
  it("lists every API route, and only signup, login, session, signout, images, the guest path and the web client are public", () => {
    const publicRoutes = routes()
      .filter((route) => route.isPublic)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.filter((route) => route.includes("/api/")).sort()).toEqual(
      [
        "GET /api/auth/session",
        "HEAD /api/auth/session",
        "POST /api/auth/signup",
        "POST /api/auth/login",
        "POST /api/auth/signout",
        "GET /api/images/:id",
        "HEAD /api/images/:id",
        "GET /api/games/:joinCode/join",
        "HEAD /api/games/:joinCode/join",
        "POST /api/games/:gameId/guests",
      ].sort(),
    );
    const apiRoutes = routes().filter((route) => route.url.startsWith("/api/"));
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(routes().some((route) => route.url === "/*" && route.isPublic)).toBe(true);
  });
});

describe("a signed-out caller", () => {
  it("gets 401 from every route that is not public, however the path is spelt", async () => {
    const leaks: string[] = [];
    for (const route of routes().filter((candidate) => !candidate.isPublic)) {
      for (const url of spellings(route.path)) {
        const response = await t.app.inject({ method: route.method as HTTPMethods, url, payload: undefined });
        if (response.statusCode !== 401) leaks.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("still reaches the public routes", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/session" })).json()).toEqual({ authenticated: false });
    expect((await t.app.inject({ method: "GET", url: "/decks" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/assets/app.js" })).statusCode).toBe(200);
  });
});

describe("a guest (issue 12)", () => {
  it("gets 401 from every route that is not public: the guest cookie opens nothing", async () => {
    const host = await signUp(t.app);
    const gameId = await createGameAs(t.app, host);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/guests`,
      payload: { nickname: "Guesty" },
    });
    expect(joined.statusCode).toBe(201);
    const guest = joined.cookies.find((cookie) => cookie.name === "qd_guest");
    const headers = { cookie: `qd_guest=${guest?.value}`, "content-type": "application/json" };
    const leaks: string[] = [];
    for (const route of routes().filter((candidate) => !candidate.isPublic)) {
      // The guest's own game and user id in the path, where a route takes them.
      const url = route.url.replace(":gameId", gameId).replace(/:[A-Za-z_]+/g, joined.json().data.User_id);
      const response = await t.app.inject({ method: route.method as HTTPMethods, url, headers, payload: "{}" });
      if (response.statusCode !== 401) leaks.push(`${route.method} ${url} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect(routes().filter((route) => !route.isPublic).length).toBeGreaterThan(30);
  });
});

describe("a cross-site request", () => {
  it("gets 403 from every state-changing route, public or not, however the path is spelt", async () => {
    const passed: string[] = [];
    for (const route of routes().filter((candidate) => !SAFE.has(candidate.method))) {
      for (const url of spellings(route.path)) {
        const response = await t.app.inject({
          method: route.method as HTTPMethods,
          url,
          headers: { origin: FOREIGN_ORIGIN, "content-type": "application/json" },
          payload: "{}",
        });
        if (response.statusCode !== 403) passed.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
  });
});

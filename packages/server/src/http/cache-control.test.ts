import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../test/helper";
import { multipartForm, tinyPng } from "../../test/multipart-form";

/** Issue 26 item 10: no API answer is kept by a browser or a shared cache unless it is public and meant to be. */
let t: TestApp;
let owner: TestUser;
let deckId: number;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  const client = as(t.app, owner);
  deckId = (await client.post("/api/decks", { Title: "Answers" })).json().deck_id;
  cardId = (await client.post(`/api/cards/${deckId}`, { Question: "Q", Answer: "A" })).json().Card_id;
});
afterAll(() => t.close());

const cacheControl = (response: { headers: Record<string, unknown> }) => response.headers["cache-control"];

describe("Cache-Control of API answers", () => {
  it("is no-store on the answers that carry private data", async () => {
    const client = as(t.app, owner);
    for (const url of [
      `/api/cards/${deckId}`,
      `/api/cards/${cardId}/card`,
      "/api/study/queue",
      "/api/study/due",
      "/api/games/reports",
      `/api/users/${owner.id}`,
      "/api/auth/session",
      "/api/decks",
      `/api/decks/${deckId}`,
    ]) {
      const response = await client.get(url);
      expect([url, response.statusCode, cacheControl(response)]).toEqual([url, 200, "no-store"]);
    }
  });

  it("is no-store on errors: 400, 401, 404 of a route and of no route", async () => {
    const answers = [
      await as(t.app, owner).get("/api/decks/search?limit=0"),
      await as(t.app, null).get("/api/decks"),
      await as(t.app, owner).get("/api/decks/999999"),
      await as(t.app, owner).get("/api/no-such-thing"),
    ];
    expect(answers.map((response) => [response.statusCode, cacheControl(response)])).toEqual([
      [400, "no-store"],
      [401, "no-store"],
      [404, "no-store"],
      [404, "no-store"],
    ]);
  });

  it("is no-store on every GET route of the route table, whatever it answers", async () => {
    const missing: string[] = [];
    for (const route of t.app.routeTable.filter((r) => r.method === "GET" && r.url.startsWith("/api/"))) {
      if (route.url === "/api/images/:id") continue;
      const url = route.url.replace(/:[A-Za-z_]+/g, (param) => (/user/i.test(param) ? owner.id : String(deckId)));
      const response = await as(t.app, owner).get(url);
      const header = cacheControl(response);
      if (typeof header !== "string" || !header.split(/,\s*/).includes("no-store"))
        missing.push(`${url} → ${response.statusCode} ${String(header)}`);
    }
    expect(missing).toEqual([]);
  });

  it("keeps a stored image's year-long public cache, and the exports their private, no-store", async () => {
    const form = multipartForm({ filename: "x.png", contentType: "image/png", bytes: tinyPng });
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/cards/${cardId}/image`,
      payload: form.payload,
      headers: { ...form.headers, cookie: owner.cookie },
    });
    const image = await as(t.app, null).get(uploaded.json().image);
    expect(cacheControl(image)).toBe("public, max-age=31536000, immutable");
    const exported = await as(t.app, owner).get(`/api/decks/${deckId}/cards.csv`);
    expect(cacheControl(exported)).toBe("private, no-store");
  });
});

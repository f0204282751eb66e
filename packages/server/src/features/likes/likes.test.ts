import type { DeckRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createDeck(user: TestUser, Title: string): Promise<DeckRecord> {
  return (await as(t.app, user).post("/api/decks", { Title })).json();
}

/** Bodiless and without a Content-Type, as the original client (docs/product.md §11) sends like and unlike. */
const bodiless = (method: "POST" | "DELETE", url: string, user: TestUser) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie } });

const likedDecks = async (user: TestUser) => (await as(t.app, user).get(`/api/userLikedDecks/${user.id}`)).json();

describe("POST /api/userLikedDecks/{deck_id} and DELETE (docs/product.md §4: Like and Unlike toggle)", () => {
  it("likes a deck for the caller, without a body, and answers the new state", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Rivers");
    const response = await bodiless("POST", `/api/userLikedDecks/${deck.deck_id}`, bob);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ deck_id: deck.deck_id, liked: true });
    expect(await likedDecks(bob)).toEqual([deck]);
    expect(await likedDecks(ada)).toEqual([]);
  });

  it("is idempotent both ways", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Lakes");
    for (let i = 0; i < 2; i++) {
      expect((await bodiless("POST", `/api/userLikedDecks/${deck.deck_id}`, bob)).statusCode).toBe(201);
    }
    expect(await likedDecks(bob)).toEqual([deck]);
    for (let i = 0; i < 2; i++) {
      const response = await bodiless("DELETE", `/api/userLikedDecks/${deck.deck_id}`, bob);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deck_id: deck.deck_id, liked: false });
    }
    expect(await likedDecks(bob)).toEqual([]);
  });

  it("takes the deck id as a numeric string in the path and ignores a JSON body's user", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Seas");
    const response = await as(t.app, bob).post(`/api/userLikedDecks/${String(deck.deck_id)}/`, { User_id: ada.id });
    expect(response.statusCode).toBe(201);
    expect(await likedDecks(bob)).toEqual([deck]);
    expect(await likedDecks(ada)).toEqual([]);
  });

  it("answers 404 for an unknown deck, 400 for a non-numeric id and 401 when signed out", async () => {
    const ada = await signUp(t.app);
    for (const method of ["POST", "DELETE"] as const) {
      const missing = await bodiless(method, "/api/userLikedDecks/999999", ada);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Deck not found", message: "Deck not found", code: "not_found" });
      expect((await bodiless(method, "/api/userLikedDecks/abc", ada)).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: "/api/userLikedDecks/1" })).statusCode).toBe(401);
    }
  });
});

describe("GET /api/userLikedDecks/{userId} (docs/api.md Likes)", () => {
  it("is a bare array of the caller's liked deck records, by title then id, with authors' names", async () => {
    const [ada, bob, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const zebra = await createDeck(ada, "Zebras");
    const apes = await createDeck(bob, "Apes");
    await createDeck(bob, "Not liked");
    await bodiless("POST", `/api/userLikedDecks/${zebra.deck_id}`, cyd);
    await bodiless("POST", `/api/userLikedDecks/${apes.deck_id}`, cyd);
    const liked = await likedDecks(cyd);
    expect(liked).toEqual([apes, zebra]);
    expect(liked[0]).toMatchObject({ deck_id: apes.deck_id, Deck_id: apes.deck_id, username: bob.username });
  });

  it("refuses someone else's list with 403 and a signed-out caller with 401", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await as(t.app, bob).get(`/api/userLikedDecks/${ada.id}`)).statusCode).toBe(403);
    expect((await as(t.app, null).get(`/api/userLikedDecks/${ada.id}`)).statusCode).toBe(401);
  });

  it("drops a deck from every list once its author deletes it", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const deck = await createDeck(ada, "Short-lived");
    await bodiless("POST", `/api/userLikedDecks/${deck.deck_id}`, bob);
    await bodiless("DELETE", `/api/decks/${deck.deck_id}`, ada);
    expect(await likedDecks(bob)).toEqual([]);
  });
});

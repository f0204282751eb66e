import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { multipartForm, tinyPng } from "../../../test/multipart-form";

/** Issue 29 point 8: "Copy to my decks" — a teacher reuses a colleague's public deck as their own private one. */
let t: TestApp;
let author: TestUser;
let teacher: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { display_name: "Author" });
  teacher = await signUp(t.app, { display_name: "Teacher" });
});
afterAll(() => t.close());

async function deckOf(user: TestUser, body: object): Promise<DeckRecord> {
  const response = await as(t.app, user).post("/api/decks", body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function cardIn(user: TestUser, deck: DeckRecord, texts: object): Promise<CardRecord> {
  const response = await as(t.app, user).post(`/api/cards/${deck.deck_id}`, texts);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const copy = (user: TestUser | null, deckId: number | string) => as(t.app, user).post(`/api/decks/${deckId}/copy`);

const cardsOf = async (user: TestUser, deckId: number): Promise<CardRecord[]> =>
  (await as(t.app, user).get(`/api/cards/${deckId}`)).json();

const texts = ({ Question, Answer, Incorrect1, Incorrect2, Incorrect3 }: CardRecord) => ({
  Question,
  Answer,
  Incorrect1,
  Incorrect2,
  Incorrect3,
});

async function withImage(user: TestUser, card: CardRecord): Promise<CardRecord> {
  const form = multipartForm({ filename: "map.png", contentType: "image/png", bytes: tinyPng });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/cards/${card.Card_id}/image`,
    payload: form.payload,
    headers: { ...form.headers, cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("POST /api/decks/{deck_id}/copy", () => {
  it("makes a private deck of the caller's with the same title and cards in the same order, saying where it came from", async () => {
    const original = await deckOf(author, { Title: "Capitals of Europe" });
    await cardIn(author, original, {
      Question: "France?",
      Answer: "Paris",
      Incorrect1: "Lyon",
      Incorrect2: "Nice",
      Incorrect3: "Metz",
    });
    await cardIn(author, original, { Question: "Unfinished" });
    await cardIn(author, original, {
      Question: "Spain?",
      Answer: "Madrid",
      Incorrect1: "a",
      Incorrect2: "b",
      Incorrect3: "c",
    });

    const response = await copy(teacher, original.deck_id);
    expect(response.statusCode).toBe(201);
    const copied: DeckRecord = response.json();
    expect(copied).toMatchObject({
      title: "Capitals of Europe",
      user_id: teacher.id,
      username: "Teacher",
      private: true,
      group_id: null,
      copied_from: { deck_id: original.deck_id, title: "Capitals of Europe", username: "Author" },
    });
    expect(copied.deck_id).not.toBe(original.deck_id);
    expect((await as(t.app, teacher).get(`/api/decks/${copied.deck_id}`)).json()).toEqual(copied);

    const originalCards = await cardsOf(author, original.deck_id);
    const copiedCards = await cardsOf(teacher, copied.deck_id);
    expect(copiedCards.map(texts)).toEqual(originalCards.map(texts));
    expect(copiedCards.every((card) => card.Deck_id === copied.deck_id)).toBe(true);

    // Private to its new owner until they share it; the original is untouched.
    expect((await as(t.app, author).get(`/api/decks/${copied.deck_id}`)).statusCode).toBe(404);
    expect(await cardsOf(author, original.deck_id)).toEqual(originalCards);
    expect((await as(t.app, author).get(`/api/decks/${original.deck_id}`)).json().copied_from).toBeUndefined();
  });

  it("keeps each card's question type, choices, time limit and points (issue 30)", async () => {
    const original = await deckOf(author, { Title: "Mixed" });
    await cardIn(author, original, {
      Type: "select_all",
      Question: "Primes?",
      Choices: ["2", "4", "5"],
      Correct: [0, 2],
    });
    await cardIn(author, original, {
      Type: "order",
      Question: "Smallest first",
      Choices: ["1", "2", "3"],
      Points: "double",
    });
    await cardIn(author, original, { Type: "type_answer", Question: "France?", Answer: "Paris", Time_limit: 30 });
    const response = await copy(teacher, original.deck_id);
    expect(response.statusCode).toBe(201);
    const withoutIds = (cards: CardRecord[]) => cards.map(({ Card_id: _card, Deck_id: _deck, ...card }) => card);
    expect(withoutIds(await cardsOf(teacher, response.json().deck_id))).toEqual(
      withoutIds(await cardsOf(author, original.deck_id)),
    );
  });

  it("gives the copy its own images: the copy keeps them when the original's card loses its image", async () => {
    const original = await deckOf(author, { Title: "Maps" });
    const card = await withImage(
      author,
      await cardIn(author, original, { Question: "Where?", Image_alt: "A map of the Alps" }),
    );
    const copied: DeckRecord = (await copy(teacher, original.deck_id)).json();
    const [copiedCard] = await cardsOf(teacher, copied.deck_id);
    expect(copiedCard?.image).toMatch(/^\/api\/images\//);
    // Issue 29 point 6: the image's description goes with it.
    expect(copiedCard?.Image_alt).toBe("A map of the Alps");
    expect(copiedCard?.image).not.toBe(card.image);

    expect((await as(t.app, author).delete(`/api/cards/${card.Card_id}`)).statusCode).toBe(200);
    const image = await as(t.app, teacher).get(copiedCard!.image!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
  });

  it("keeps the original's title and author once it is renamed or deleted, and stops linking to it", async () => {
    const original = await deckOf(author, { Title: "Old title" });
    const copied: DeckRecord = (await copy(teacher, original.deck_id)).json();
    await as(t.app, author).put(`/api/decks/${original.deck_id}`, { Title: "New title" });
    expect((await as(t.app, teacher).get(`/api/decks/${copied.deck_id}`)).json().copied_from).toEqual({
      deck_id: original.deck_id,
      title: "Old title",
      username: "Author",
    });

    expect((await as(t.app, author).delete(`/api/decks/${original.deck_id}`)).statusCode).toBe(200);
    expect((await as(t.app, teacher).get(`/api/decks/${copied.deck_id}`)).json().copied_from).toEqual({
      deck_id: null,
      title: "Old title",
      username: "Author",
    });
  });

  it("does not link to an original made private since", async () => {
    const original = await deckOf(author, { Title: "Soon private" });
    const copied: DeckRecord = (await copy(teacher, original.deck_id)).json();
    await as(t.app, author).put(`/api/decks/${original.deck_id}`, { private: true });
    expect((await as(t.app, teacher).get(`/api/decks/${copied.deck_id}`)).json().copied_from).toEqual({
      deck_id: null,
      title: "Soon private",
      username: "Author",
    });
  });

  it("answers 404 for someone else's private deck and for no deck, writing nothing", async () => {
    const secret = await deckOf(author, { Title: "Secret", private: true });
    const before = (await as(t.app, teacher).get(`/api/decks/${teacher.id}/user_decks`)).json();
    for (const deckId of [secret.deck_id, 2147483647]) {
      const response = await copy(teacher, deckId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: "Deck not found", code: "not_found" });
    }
    expect((await as(t.app, teacher).get(`/api/decks/${teacher.id}/user_decks`)).json()).toEqual(before);
  });

  it("refuses to copy the caller's own deck with 409: it is theirs already", async () => {
    const own = await deckOf(teacher, { Title: "Mine" });
    const response = await copy(teacher, own.deck_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: "This deck is already yours", code: "conflict" });
  });

  it("needs a session (401) and a numeric id (400)", async () => {
    const original = await deckOf(author, { Title: "Public" });
    expect((await copy(null, original.deck_id)).statusCode).toBe(401);
    const bad = await copy(teacher, "abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("bad_request");
  });
});

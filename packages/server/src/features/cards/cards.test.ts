import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idsOutOfRange, notIdStrings, pathSegment } from "../../../test/bad-ids";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { cards, images } from "../../db/schema";

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [ada, bob] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

async function createDeck(user: TestUser): Promise<DeckRecord> {
  return (await as(t.app, user).post("/api/decks", { Title: "Cards" })).json();
}

async function createCard(user: TestUser, deckId: number, body?: object): Promise<CardRecord> {
  const response = await as(t.app, user).post(`/api/cards/${deckId}`, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const readCard = async (cardId: number) => (await as(t.app, ada).get(`/api/cards/${cardId}/card`)).json()[0];

/** Issue 30's fields as a card without them has them: the spec's fields are as they were. */
const multipleChoice = { Type: "multiple_choice", Choices: [], Correct: [], Time_limit: null, Points: "standard" };

const blankCard = {
  ...multipleChoice,
  Question: "",
  Answer: "",
  Incorrect1: "",
  Incorrect2: "",
  Incorrect3: "",
  image: null,
  Image_alt: "",
};

describe("POST /api/cards/{deck_id} (docs/api.md Cards)", () => {
  it("adds a card to the author's deck and answers 201 with the card record, texts as typed", async () => {
    const deck = await createDeck(ada);
    const texts = {
      Question: " Capital of France? ",
      Answer: "Paris",
      Incorrect1: "Lyon",
      Incorrect2: "Nice",
      Incorrect3: "",
    };
    const response = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Deck_id: 999999, ...texts });
    expect(response.statusCode).toBe(201);
    const card = response.json();
    expect(card).toEqual({
      Card_id: card.Card_id,
      Deck_id: deck.deck_id,
      ...texts,
      image: null,
      Image_alt: "",
      ...multipleChoice,
    });
    expect(typeof card.Card_id).toBe("number");
  });

  it.each([
    ["no body", undefined],
    ["an empty body", {}],
    ["null texts", { Question: null, Answer: null }],
  ])("makes a blank card from %s: every text is an empty string", async (_label, body) => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, body);
    expect(card).toEqual({ Card_id: card.Card_id, Deck_id: deck.deck_id, ...blankCard });
  });

  it("caps each text at 500 characters with a readable message", async () => {
    const deck = await createDeck(ada);
    await createCard(ada, deck.deck_id, { Answer: "a".repeat(500) });
    const response = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Incorrect2: "a".repeat(501) });
    expect(response.statusCode).toBe(400);
    const message = "Incorrect2 must be at most 500 characters";
    expect(response.json()).toEqual({ error: message, message, code: "bad_request" });
    const notText = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Question: 42 });
    expect(notText.json().error).toBe("Question must be text");
  });

  it("refuses anyone but the deck's author (403) and an unknown deck (404)", async () => {
    const deck = await createDeck(ada);
    expect((await as(t.app, bob).post(`/api/cards/${deck.deck_id}`, { Question: "Mine?" })).statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json()).toEqual([]);
    const missing = await as(t.app, ada).post("/api/cards/999999", {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Deck not found");
  });
});

describe("GET /api/cards/{deck_id} and /api/cards/{card_id}/card (docs/api.md Cards)", () => {
  it("lists a deck's cards by Card_id to any signed-in user, id as number or string", async () => {
    const deck = await createDeck(ada);
    const first = await createCard(ada, deck.deck_id, { Question: "Z?" });
    const second = await createCard(ada, deck.deck_id, { Question: "A?" });
    for (const url of [`/api/cards/${deck.deck_id}`, `/api/cards/${String(deck.deck_id)}/`]) {
      const response = await as(t.app, bob).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([first, second]);
    }
  });

  it("answers the one card inside an array", async () => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, { Question: "One?" });
    const response = await as(t.app, bob).get(`/api/cards/${card.Card_id}/card`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([card]);
  });

  it("reads the image as the URL the images feature serves", async () => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id);
    const db = t.database.db;
    await db
      .insert(images)
      .values({ id: "img-1", ownerId: ada.id, mimeType: "image/png", bytes: Buffer.from([1]), sha256: "x" });
    await db.update(cards).set({ imageId: "img-1" }).where(eq(cards.id, card.Card_id));
    const [read] = (await as(t.app, ada).get(`/api/cards/${card.Card_id}/card`)).json();
    expect(read.image).toBe("/api/images/img-1");
  });

  it("answers 404 for an unknown deck or card and 401 when signed out", async () => {
    const deckMissing = await as(t.app, ada).get("/api/cards/999999");
    expect(deckMissing.statusCode).toBe(404);
    expect(deckMissing.json().error).toBe("Deck not found");
    const cardMissing = await as(t.app, ada).get("/api/cards/999999/card");
    expect(cardMissing.statusCode).toBe(404);
    expect(cardMissing.json()).toEqual({ error: "Card not found", message: "Card not found", code: "not_found" });
    expect((await as(t.app, null).get("/api/cards/1")).statusCode).toBe(401);
    expect((await as(t.app, null).get("/api/cards/1/card")).statusCode).toBe(401);
    expect((await as(t.app, null).post("/api/cards/1", {})).statusCode).toBe(401);
    expect((await as(t.app, null).put("/api/cards/1", {})).statusCode).toBe(401);
    expect((await as(t.app, null).delete("/api/cards/1")).statusCode).toBe(401);
  });
});

describe("PUT /api/cards/{card_id} (docs/product.md §2 card editor: auto-saved fields)", () => {
  it("changes only the texts sent and answers the card", async () => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, { Question: "Q", Answer: "A" });
    const response = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Incorrect1: "Wrong " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...card, Incorrect1: "Wrong " });
  });

  it("takes the whole record back, ignoring Card_id, Deck_id and image: a card never moves deck", async () => {
    const deck = await createDeck(ada);
    const otherDeck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id);
    const sentBack = { ...card, Card_id: 1, Deck_id: otherDeck.deck_id, image: "/elsewhere.png", Question: "New" };
    const response = await as(t.app, ada).put(`/api/cards/${String(card.Card_id)}`, sentBack);
    expect(response.json()).toEqual({ ...card, Question: "New" });
    expect((await as(t.app, ada).get(`/api/cards/${otherDeck.deck_id}`)).json()).toEqual([]);
  });

  it("validates like creation and refuses anyone but the author", async () => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, { Question: "Kept" });
    const tooLong = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Answer: "b".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe("Answer must be at most 500 characters");
    expect((await as(t.app, bob).put(`/api/cards/${card.Card_id}`, { Question: "Taken" })).statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/cards/${card.Card_id}/card`)).json()).toEqual([card]);
    const missing = await as(t.app, ada).put("/api/cards/999999", { Question: "x" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Card not found");
  });
});

describe("the image description, Image_alt (issue 29 point 6)", () => {
  it("is kept on create, changed or cleared on update, and read back; without it a card is as before", async () => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, { Question: "Which river?", Image_alt: "A river under a bridge" });
    expect(card.Image_alt).toBe("A river under a bridge");
    expect((await readCard(card.Card_id)).Image_alt).toBe("A river under a bridge");

    const untouched = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Question: "Which city?" });
    expect(untouched.json()).toMatchObject({ Question: "Which city?", Image_alt: "A river under a bridge" });
    const changed = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Image_alt: "Paris at night" });
    expect(changed.json().Image_alt).toBe("Paris at night");
    for (const cleared of [null, "", "   "]) {
      await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Image_alt: "again" });
      const response = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Image_alt: cleared });
      expect(response.json().Image_alt).toBe("");
    }
    const [listed] = (await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json();
    expect(listed).toEqual({ ...blankCard, Card_id: card.Card_id, Deck_id: deck.deck_id, Question: "Which city?" });
  });

  it("refuses one over 200 characters, a line break or anything but text, writing nothing; only the author sets it", async () => {
    const deck = await createDeck(ada);
    expect((await createCard(ada, deck.deck_id, { Image_alt: "d".repeat(200) })).Image_alt).toHaveLength(200);
    const tooLong = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Image_alt: "d".repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "bad_request", error: "Image_alt must be at most 200 characters" });
    const card = await createCard(ada, deck.deck_id, { Image_alt: "Kept" });
    for (const bad of ["d".repeat(201), "two\nlines", 5]) {
      const response = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Image_alt: bad });
      expect(response.statusCode).toBe(400);
    }
    expect((await as(t.app, bob).put(`/api/cards/${card.Card_id}`, { Image_alt: "Taken" })).statusCode).toBe(403);
    expect((await readCard(card.Card_id)).Image_alt).toBe("Kept");
    expect((await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json()).toHaveLength(2);
  });
});

describe("DELETE /api/cards/{card_id} (docs/product.md §2)", () => {
  it("lets the author delete a card without a body; anyone else gets 403, an unknown card 404", async () => {
    const deck = await createDeck(ada);
    const kept = await createCard(ada, deck.deck_id, { Question: "Kept" });
    const doomed = await createCard(ada, deck.deck_id, { Question: "Doomed" });
    expect((await as(t.app, bob).delete(`/api/cards/${doomed.Card_id}`)).statusCode).toBe(403);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/cards/${doomed.Card_id}`,
      headers: { cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Card_id: doomed.Card_id, deleted: true });
    expect((await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json()).toEqual([kept]);
    expect((await as(t.app, ada).delete(`/api/cards/${doomed.Card_id}`)).statusCode).toBe(404);
  });
});

describe("bad input to the card routes (issue 9, rules 3-5)", () => {
  it.each(["Question", "Answer", "Incorrect1", "Incorrect2", "Incorrect3"])(
    "refuses a NUL or other control character in %s with 400, on create and on update, writing nothing",
    async (field) => {
      const deck = await createDeck(ada);
      for (const text of ["a\u0000b", "bell\u0007", "esc\u001b[0m", "del\u007f"]) {
        const created = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { [field]: text });
        expect(created.statusCode).toBe(400);
        expect(created.json().error).toBe(`${field} must not contain control characters`);
      }
      expect((await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json()).toEqual([]);
      const card = await createCard(ada, deck.deck_id, { [field]: "Kept" });
      const updated = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { [field]: "x\u0000" });
      expect(updated.statusCode).toBe(400);
      expect(await readCard(card.Card_id)).toEqual(card);
    },
  );

  it("keeps tabs and line breaks in card texts", async () => {
    const deck = await createDeck(ada);
    const texts = { Question: "Line one\nLine two", Answer: "a\tb", Incorrect1: "Windows\r\nbreak" };
    const card = await createCard(ada, deck.deck_id, texts);
    expect(card).toMatchObject(texts);
  });

  it.each([
    ["null", null],
    ["a number", 42],
    ["an object", { text: "Paris" }],
  ])("refuses an update to %s with 400 and keeps the text (rule 5)", async (_label, value) => {
    const deck = await createDeck(ada);
    const card = await createCard(ada, deck.deck_id, { Question: "Capital?", Answer: "Paris" });
    const response = await as(t.app, ada).put(`/api/cards/${card.Card_id}`, { Question: "Changed?", Answer: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Answer must be text");
    expect(await readCard(card.Card_id)).toEqual(card);
  });

  it.each(notIdStrings)("refuses the path id %j with 400 on every card route", async (id) => {
    const deck = await createDeck(ada);
    await createCard(ada, deck.deck_id, { Question: "Kept" });
    const segment = pathSegment(id);
    const calls = [
      as(t.app, ada).get(`/api/cards/${segment}`),
      as(t.app, ada).get(`/api/cards/${segment}/card`),
      as(t.app, ada).post(`/api/cards/${segment}`, { Question: "x" }),
      as(t.app, ada).put(`/api/cards/${segment}`, { Question: "x" }),
      as(t.app, ada).delete(`/api/cards/${segment}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^(deck_id|card_id) must be a number$/);
    }
  });

  it.each(idsOutOfRange)("answers the out-of-range id %d with 400 or 404, never 500", async (id) => {
    const calls = [
      as(t.app, ada).get(`/api/cards/${id}`),
      as(t.app, ada).get(`/api/cards/${id}/card`),
      as(t.app, ada).post(`/api/cards/${id}`, {}),
      as(t.app, ada).put(`/api/cards/${id}`, { Question: "x" }),
      as(t.app, ada).delete(`/api/cards/${id}`),
    ];
    for (const response of await Promise.all(calls)) expect([400, 404]).toContain(response.statusCode);
  });
});

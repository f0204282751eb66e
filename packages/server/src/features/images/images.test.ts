import { imageUrl } from "@quizdeck/shared/images";
import { messages } from "@quizdeck/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { multipartForm, pngOfSize, tinyJpeg, tinyPng } from "../../../test/multipart-form";
import { cards, decks } from "../../db/schema";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { display_name: "Owner" });
  stranger = await signUp(t.app, { display_name: "Stranger" });
});
afterAll(() => t.close());

/** Seeds a deck with one card straight through the data layer (the cards API is another feature's). */
async function seedCard(userId: string, { isPrivate = false } = {}): Promise<number> {
  const [deck] = await t.database.db
    .insert(decks)
    .values({ title: "Capitals", userId, private: isPrivate })
    .returning({ id: decks.id });
  const [card] = await t.database.db
    .insert(cards)
    .values({ deckId: deck!.id, question: "Capital of France?", answer: "Paris", incorrect1: "Lyon" })
    .returning({ id: cards.id });
  return card!.id;
}

async function storedImageUrl(cardId: number): Promise<string | null> {
  const [card] = await t.database.db.select({ imageId: cards.imageId }).from(cards).where(eq(cards.id, cardId));
  return imageUrl(card?.imageId ?? null);
}

function send(method: "POST" | "DELETE", url: string, user: TestUser | null, form?: ReturnType<typeof multipartForm>) {
  return t.app.inject({
    method,
    url,
    ...(form ? { payload: form.payload } : {}),
    headers: { ...(form?.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) },
  });
}

const imageForm = (bytes: Uint8Array, filename = "picture.png", contentType = "image/png") =>
  multipartForm({ filename, contentType, bytes });

async function uploadProfilePicture(user: TestUser, bytes: Uint8Array): Promise<string> {
  const response = await send("POST", `/api/users/${user.id}/profile-pic`, user, imageForm(bytes));
  expect(response.statusCode).toBe(200);
  return response.json().Profile_Pic;
}

describe("GET /api/images/{id}", () => {
  it("serves the stored bytes to anyone, with type, ETag, a year's cache and nosniff", async () => {
    const url = await uploadProfilePicture(owner, tinyPng);
    const response = await as(t.app, null).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPng)).toBe(true);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers 304 without the bytes when If-None-Match carries the ETag", async () => {
    const url = await uploadProfilePicture(owner, tinyJpeg);
    const { etag } = (await as(t.app, null).get(url)).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "if-none-match": ifNoneMatch } });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
    }
    const changed = await t.app.inject({ method: "GET", url, headers: { "if-none-match": '"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers["content-type"]).toBe("image/jpeg");
  });

  it("answers 404 for an unknown image", async () => {
    const response = await as(t.app, null).get("/api/images/00000000-0000-0000-0000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Image not found");
  });
});

describe("POST /api/cards/{card_id}/image", () => {
  it("sets the card's image and answers the card record", async () => {
    const cardId = await seedCard(owner.id);
    const response = await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng));
    expect(response.statusCode).toBe(200);
    const card = response.json();
    expect(card).toEqual({
      Card_id: cardId,
      Deck_id: expect.any(Number),
      Question: "Capital of France?",
      Answer: "Paris",
      Incorrect1: "Lyon",
      Incorrect2: "",
      Incorrect3: "",
      image: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/),
      Image_alt: "",
      Type: "multiple_choice",
      Choices: [],
      Correct: [],
      Time_limit: null,
      Points: "standard",
    });
    const served = await as(t.app, stranger).get(card.image);
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
  });

  it("replaces an earlier image and deletes it", async () => {
    const cardId = await seedCard(owner.id);
    const first = (await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng))).json().image;
    const second = await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyJpeg, "b.jpeg", "image/jpeg"));
    expect(second.statusCode).toBe(200);
    expect(second.json().image).not.toBe(first);
    expect((await as(t.app, null).get(first)).statusCode).toBe(404);
  });

  it("deletes the image with its card, and with a deleted deck's cards", async () => {
    const cardId = await seedCard(owner.id);
    const image = (await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng))).json().image;
    expect((await as(t.app, owner).delete(`/api/cards/${cardId}`)).statusCode).toBe(200);
    expect((await as(t.app, null).get(image)).statusCode).toBe(404);

    const otherCard = await seedCard(owner.id);
    const otherImage = (await send("POST", `/api/cards/${otherCard}/image`, owner, imageForm(tinyPng))).json().image;
    const [card] = await t.database.db.select({ deckId: cards.deckId }).from(cards).where(eq(cards.id, otherCard));
    expect((await as(t.app, owner).delete(`/api/decks/${card!.deckId}`)).statusCode).toBe(200);
    expect((await as(t.app, null).get(otherImage)).statusCode).toBe(404);
  });

  it("applies the picture rules: type by magic bytes (415) and size under 2 MB (413)", async () => {
    const cardId = await seedCard(owner.id);
    const renamed = await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng, "a.txt", "text/plain"));
    expect(renamed.statusCode).toBe(200);
    const fake = await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(Buffer.from("plain text")));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(messages.imageWrongType);
    const large = await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(pngOfSize(2_097_152)));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(messages.imageTooLarge);
    expect(await storedImageUrl(cardId)).toBe(renamed.json().image);
  });

  it("answers 400 when no file is sent", async () => {
    const cardId = await seedCard(owner.id);
    expect((await send("POST", `/api/cards/${cardId}/image`, owner, multipartForm(null))).statusCode).toBe(400);
  });

  it("refuses anyone but the deck's owner with 403 and leaves the card alone", async () => {
    const cardId = await seedCard(owner.id);
    const response = await send("POST", `/api/cards/${cardId}/image`, stranger, imageForm(tinyPng));
    expect(response.statusCode).toBe(403);
    expect(await storedImageUrl(cardId)).toBeNull();
  });

  it("answers 404 for an unknown card and 400 for a card id that is not a number", async () => {
    const response = await send("POST", "/api/cards/999999/image", owner, imageForm(tinyPng));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Card not found");
    expect((await send("POST", "/api/cards/abc/image", owner, imageForm(tinyPng))).statusCode).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    const cardId = await seedCard(owner.id);
    expect((await send("POST", `/api/cards/${cardId}/image`, null, imageForm(tinyPng))).statusCode).toBe(401);
  });
});

describe("DELETE /api/cards/{card_id}/image", () => {
  it("clears the image, deletes it and answers the card with image null", async () => {
    const cardId = await seedCard(owner.id);
    const url = (await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng))).json().image;
    const response = await send("DELETE", `/api/cards/${cardId}/image`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Card_id: cardId, image: null });
    expect((await as(t.app, null).get(url)).statusCode).toBe(404);
  });

  it("refuses anyone but the deck's owner with 403 and keeps the image", async () => {
    const cardId = await seedCard(owner.id);
    const url = (await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng))).json().image;
    expect((await send("DELETE", `/api/cards/${cardId}/image`, stranger)).statusCode).toBe(403);
    expect((await as(t.app, null).get(url)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown card and 401 when signed out", async () => {
    expect((await send("DELETE", "/api/cards/999999/image", owner)).statusCode).toBe(404);
    expect((await send("DELETE", "/api/cards/1/image", null)).statusCode).toBe(401);
  });
});

describe("a private deck's card image", () => {
  it("is not found for a stranger, POST or DELETE, as everywhere else a private deck is; the owner still may", async () => {
    const cardId = await seedCard(owner.id, { isPrivate: true });
    const posted = await send("POST", `/api/cards/${cardId}/image`, stranger, imageForm(tinyPng));
    const deleted = await send("DELETE", `/api/cards/${cardId}/image`, stranger);
    const read = await as(t.app, stranger).get(`/api/cards/${cardId}/card`);
    for (const response of [posted, deleted, read]) {
      expect([response.statusCode, response.json().message]).toEqual([404, "Card not found"]);
    }
    expect(await storedImageUrl(cardId)).toBeNull();
    expect((await send("POST", `/api/cards/${cardId}/image`, owner, imageForm(tinyPng))).statusCode).toBe(200);
  });
});

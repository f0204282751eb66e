import type { DeckSearchPage } from "@quizdeck/shared/deck-search";
import type { DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

/**
 * Decision 019: listings are read once for every reader given the same answer. The cache here would serve a listing
 * for a minute, so each answer below is either the cached one or one that a write made this node forget.
 */
let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await createTestApp({ LISTING_CACHE_MS: "60000" });
  teacher = await signUp(t.app);
});
afterAll(() => t.close());

const titles = (decks: DeckRecord[]) => decks.map((deck) => deck.title);
const CARD = { Question: "Q?", Answer: "A", Incorrect1: "b", Incorrect2: "c", Incorrect3: "d" };

async function deckOf(user: TestUser, body: object): Promise<DeckRecord> {
  const response = await as(t.app, user).post("/api/decks", body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Every listing a reader may ask for, as the titles (or group names) it shows. */
async function everyListing(user: TestUser) {
  const reader = as(t.app, user);
  const search = (sort: string) => reader.get(`/api/decks/search?sort=${sort}`).then((r) => r.json() as DeckSearchPage);
  return {
    all: titles((await reader.get("/api/decks")).json()),
    byTeacher: titles((await reader.get(`/api/decks/${teacher.id}/user_decks`)).json()),
    notMine: titles((await reader.get(`/api/decks/${user.id}/other_decks`)).json()),
    newest: titles((await search("newest")).decks),
    others: titles((await reader.get("/api/decks/search?sort=az&scope=others")).json().decks),
  };
}

describe("listings read once for many readers (decision 019)", () => {
  it("never shows a reader another's private deck, whoever read the listing first", async () => {
    await deckOf(teacher, { Title: "Friday quiz answers", private: true });
    await deckOf(teacher, { Title: "Shared warm-up" });
    const [first, second] = [await signUp(t.app), await signUp(t.app)];

    const seenByTeacher = await everyListing(teacher);
    for (const list of [seenByTeacher.all, seenByTeacher.byTeacher, seenByTeacher.newest]) {
      expect(list).toContain("Friday quiz answers");
    }
    for (const student of [first, second]) {
      const seen = await everyListing(student);
      for (const [name, list] of Object.entries(seen)) {
        expect(list, name).toContain("Shared warm-up");
        expect(list, name).not.toContain("Friday quiz answers");
      }
    }
    // The teacher, after the students filled the shared listings, still sees their own private deck.
    expect((await everyListing(teacher)).all).toContain("Friday quiz answers");
    expect((await everyListing(teacher)).others).not.toContain("Shared warm-up");
  });

  it("shows a reader their first deck at once, private as it is, and nobody else", async () => {
    const [student, classmate] = [await signUp(t.app), await signUp(t.app)];
    await everyListing(student);
    await everyListing(classmate);
    await deckOf(student, { Title: "My own notes", private: true });
    const mine = await everyListing(student);
    expect(mine.all).toContain("My own notes");
    expect(mine.newest).toContain("My own notes");
    expect(mine.notMine).not.toContain("My own notes");
    expect((await everyListing(classmate)).all).not.toContain("My own notes");
  });

  it("shows every write in the next read: new and renamed decks, cards, likes, authors' names, deletions", async () => {
    const student = await signUp(t.app);
    const reader = as(t.app, student);
    const newest = async () => (await reader.get("/api/decks/search?sort=newest")).json() as DeckSearchPage;
    await everyListing(student);

    const deck = await deckOf(teacher, { Title: "Volcanoes" });
    expect((await everyListing(student)).all).toContain("Volcanoes");
    await as(t.app, teacher).post(`/api/cards/${deck.deck_id}`, CARD);
    expect((await newest()).decks.find((hit) => hit.deck_id === deck.deck_id)?.card_count).toBe(1);
    await reader.post(`/api/userLikedDecks/${deck.deck_id}`, {});
    expect((await newest()).decks.find((hit) => hit.deck_id === deck.deck_id)?.like_count).toBe(1);
    await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { Title: "Volcanoes of Iceland" });
    expect((await everyListing(student)).all).toContain("Volcanoes of Iceland");
    const renamed = `ms_${teacher.username}`.slice(0, 20);
    expect((await as(t.app, teacher).put(`/api/users/${teacher.id}/username`, { Username: renamed })).statusCode).toBe(
      200,
    );
    expect((await newest()).decks.find((hit) => hit.deck_id === deck.deck_id)?.username).toBe(renamed);
    await as(t.app, teacher).delete(`/api/decks/${deck.deck_id}`);
    expect((await everyListing(student)).all).not.toContain("Volcanoes of Iceland");
  });

  it("shows a new group in the next read of the groups", async () => {
    const names = async () =>
      ((await as(t.app, teacher).get("/api/groups")).json() as GroupRecord[]).map((g) => g.Group_Name);
    expect(await names()).not.toContain("Class 4C");
    await as(t.app, teacher).post("/api/groups", { Group_Name: "Class 4C" });
    expect(await names()).toContain("Class 4C");
  });
});

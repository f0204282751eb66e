import type { CardRecord, DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

/** Issue 13 item 5: a private deck is its author's alone — how a teacher keeps a quiz's answers from the class. */
let t: TestApp;
let teacher: TestUser;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

async function deckOf(user: TestUser, body: object): Promise<DeckRecord> {
  const response = await as(t.app, user).post("/api/decks", body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function cardIn(user: TestUser, deck: DeckRecord): Promise<CardRecord> {
  const texts = { Question: "Q?", Answer: "A", Incorrect1: "b", Incorrect2: "c", Incorrect3: "d" };
  return (await as(t.app, user).post(`/api/cards/${deck.deck_id}`, texts)).json();
}

const ids = (decks: DeckRecord[]) => decks.map((deck) => deck.deck_id);

async function groupOf(founder: TestUser, member?: TestUser): Promise<GroupRecord> {
  const group: GroupRecord = (await as(t.app, founder).post("/api/groups/", { Group_Name: "Class 3B" })).json();
  if (member) await as(t.app, member).post("/api/groupMembership", { Group_id: group.Group_id, User_id: member.id });
  return group;
}

describe("private decks (issue 13)", () => {
  it("is listed and read by its author only: every list and read route hides it from others with 404", async () => {
    const quiz = await deckOf(teacher, { Title: "Friday quiz", private: true });
    expect(quiz.private).toBe(true);
    const card = await cardIn(teacher, quiz);
    const reader = as(t.app, student);

    expect(ids((await reader.get("/api/decks/")).json())).not.toContain(quiz.deck_id);
    expect(ids((await reader.get(`/api/decks/${teacher.id}/user_decks`)).json())).not.toContain(quiz.deck_id);
    expect(ids((await reader.get(`/api/decks/${student.id}/other_decks`)).json())).not.toContain(quiz.deck_id);
    for (const path of [
      `/api/decks/${quiz.deck_id}`,
      `/api/cards/${quiz.deck_id}`,
      `/api/cards/${card.Card_id}/card`,
      `/api/decks/${quiz.deck_id}/cards.csv`,
      `/api/decks/${quiz.deck_id}/cards.json`,
    ]) {
      const response = await reader.get(path);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await reader.put(`/api/cards/${card.Card_id}`, { Answer: "hacked" })).statusCode).toBe(404);
    expect((await reader.put(`/api/decks/${quiz.deck_id}`, { Title: "mine" })).statusCode).toBe(404);

    const author = as(t.app, teacher);
    expect(ids((await author.get("/api/decks/")).json())).toContain(quiz.deck_id);
    expect(ids((await author.get(`/api/decks/${teacher.id}/user_decks`)).json())).toContain(quiz.deck_id);
    expect((await author.get(`/api/cards/${quiz.deck_id}`)).json()).toHaveLength(1);
  });

  it("cannot be liked or added to a group, by anyone", async () => {
    const quiz = await deckOf(teacher, { Title: "Secret", private: true });
    const notFound = await as(t.app, student).post(`/api/userLikedDecks/${quiz.deck_id}`);
    expect(notFound.statusCode).toBe(404);
    const byAuthor = await as(t.app, teacher).post(`/api/userLikedDecks/${quiz.deck_id}`);
    expect(byAuthor.statusCode).toBe(409);
    expect(byAuthor.json().message).toBe("A private deck cannot be liked");

    const group = await groupOf(teacher);
    const added = await as(t.app, teacher).put(`/api/decks/${quiz.deck_id}`, { Group_id: group.Group_id });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe("A private deck cannot be added to a group");
    expect((await as(t.app, teacher).get(`/api/decks/${quiz.deck_id}`)).json().group_id).toBeNull();
  });

  it("made private, drops out of others' liked lists and its group, in one change; made public, is back for all", async () => {
    const deck = await deckOf(teacher, { Title: "Was public" });
    const group = await groupOf(teacher, student);
    await as(t.app, student).post(`/api/userLikedDecks/${deck.deck_id}`);
    await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { Group_id: group.Group_id });
    expect(ids((await as(t.app, student).get(`/api/userLikedDecks/${student.id}`)).json())).toContain(deck.deck_id);

    const refused = await as(t.app, student).put(`/api/decks/${deck.deck_id}`, { private: true });
    expect(refused.statusCode).toBe(403);

    const made = await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { private: true });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ private: true, group_id: null });
    expect(ids((await as(t.app, student).get(`/api/userLikedDecks/${student.id}`)).json())).not.toContain(deck.deck_id);
    expect(ids((await as(t.app, student).get(`/api/decks/?group_id=${group.Group_id}`)).json())).toEqual([]);

    await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { private: false });
    expect((await as(t.app, student).get(`/api/decks/${deck.deck_id}`)).statusCode).toBe(200);
    // Its old likes and group do not come back by themselves.
    expect(ids((await as(t.app, student).get(`/api/userLikedDecks/${student.id}`)).json())).not.toContain(deck.deck_id);
  });

  it("refuses a privacy that is not true or false, writing nothing", async () => {
    const deck = await deckOf(teacher, { Title: "Stays public" });
    const response = await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { private: "yes", Title: "x" });
    expect(response.statusCode).toBe(400);
    expect((await as(t.app, teacher).get(`/api/decks/${deck.deck_id}`)).json()).toMatchObject({
      private: false,
      title: "Stays public",
    });
  });
});

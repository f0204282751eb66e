import type { DeckRecord } from "@quizdeck/shared/records";
import type { StudyDueToday } from "@quizdeck/shared/study";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, insertDeck, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { studyQueue, studyReview } from "../../../test/study-requests";
import { cardSchedules, cards, reviewLogs } from "../../db/schema";

/** Issue 14: study any deck the user may read, on the user's own FSRS schedules. */
let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signUp(t.app);
});
afterAll(() => t.close());

const queueOf = (user: TestUser, deckId?: number) => studyQueue(t.app, user, deckId);
const review = (user: TestUser, body: object) => studyReview(t.app, user, body);

const cardIdsOf = async (deckId: number) =>
  (await t.database.db.select({ id: cards.id }).from(cards).where(eq(cards.deckId, deckId)).orderBy(cards.id)).map(
    (row) => row.id,
  );

/** Moves the user's schedule of a card to `due` (a test's way of letting days pass). */
const setDue = (user: TestUser, cardId: number, due: Date) =>
  t.database.db
    .update(cardSchedules)
    .set({ due })
    .where(and(eq(cardSchedules.userId, user.id), eq(cardSchedules.cardId, cardId)));

const scheduleOf = async (user: TestUser, cardId: number) =>
  (
    await t.database.db
      .select()
      .from(cardSchedules)
      .where(and(eq(cardSchedules.userId, user.id), eq(cardSchedules.cardId, cardId)))
  )[0];

describe("the study queue", () => {
  it("offers a deck's complete cards as new, in the deck's order, up to today's new-card limit", async () => {
    const student = await signUp(t.app);
    const deckId = await insertDeck(t, teacher.id, "Rivers", 5);
    await as(t.app, teacher).post(`/api/cards/${deckId}`, { Question: "Blank answers" });
    const ids = await cardIdsOf(deckId);

    const queue = await queueOf(student, deckId);
    expect(queue.deck).toEqual({ deck_id: deckId, title: "Rivers" });
    expect(queue.cards.map((card) => [card.card_id, card.kind])).toEqual(ids.slice(0, 5).map((id) => [id, "new"]));
    expect(queue).toMatchObject({ due_count: 0, new_count: 5, next_due: null });
    const first = queue.cards[0];
    expect(first).toMatchObject({ question: "Question 1", answer: "right 1", image: null });
    expect([...(first?.choices ?? [])].sort()).toEqual(["right 1", "wrong 1a", "wrong 1b", "wrong 1c"]);

    const limited = await as(t.app, student).put("/api/study/settings", { new_cards_per_day: 2 });
    expect(limited.json()).toEqual({ desired_retention: 0.9, new_cards_per_day: 2 });
    expect((await queueOf(student, deckId)).cards.map((card) => card.card_id)).toEqual(ids.slice(0, 2));
    await review(student, { card_id: ids[0], rating: 3 });
    await review(student, { card_id: ids[1], rating: 3 });
    // Two cards studied for the first time today: the limit is used up, and both are due again in minutes.
    const spent = await queueOf(student, deckId);
    expect(spent).toMatchObject({ cards: [], due_count: 0, new_count: 0 });
    expect(new Date(spent.next_due as string).getTime()).toBeGreaterThan(Date.now());
  });

  it("puts due cards first, earliest first, then new ones; without a deck, every due card and no new ones", async () => {
    const student = await signUp(t.app);
    const deckId = await insertDeck(t, teacher.id, "Capitals", 4);
    const otherDeck = await insertDeck(t, teacher.id, "Flags", 1);
    const [a, b, c, d] = await cardIdsOf(deckId);
    const [flag] = await cardIdsOf(otherDeck);
    for (const cardId of [a, b, flag]) await review(student, { card_id: cardId, rating: 3 });
    await setDue(student, b as number, new Date(Date.now() - 2 * 86_400_000));
    await setDue(student, a as number, new Date(Date.now() - 86_400_000));
    await setDue(student, flag as number, new Date(Date.now() - 3 * 86_400_000));

    const queue = await queueOf(student, deckId);
    expect(queue.cards.map((card) => [card.card_id, card.kind])).toEqual([
      [b, "due"],
      [a, "due"],
      [c, "new"],
      [d, "new"],
    ]);
    expect(queue).toMatchObject({ due_count: 2, new_count: 2 });

    const all = await queueOf(student);
    expect(all.deck).toBeNull();
    expect(all.cards.map((card) => card.card_id)).toEqual([flag, b, a]);
    expect(all).toMatchObject({ due_count: 3, new_count: 0 });

    const due: StudyDueToday = (await as(t.app, student).get("/api/study/due")).json();
    expect(due).toEqual({
      decks: [
        { deck_id: deckId, title: "Capitals", due: 2 },
        { deck_id: otherDeck, title: "Flags", due: 1 },
      ],
      total: 3,
    });
  });
});

describe("reviews", () => {
  it("rates multiple choice on the server: the right answer is Good, another is Again and shows the right one", async () => {
    const student = await signUp(t.app);
    const deckId = await insertDeck(t, teacher.id, "Choices", 2);
    const [first, second] = await cardIdsOf(deckId);

    expect(await review(student, { card_id: first, choice: "right 1" })).toMatchObject({
      card_id: first,
      rating: 3,
      correct: true,
      answer: "right 1",
    });
    const wrong = await review(student, { card_id: second, choice: "wrong 2b" });
    expect(wrong).toMatchObject({ rating: 1, correct: false, answer: "right 2" });
    // Again on a new card: back within minutes (FSRS's first learning step).
    expect(new Date(wrong.due).getTime() - Date.now()).toBeLessThan(5 * 60_000);

    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, student.id));
    expect(logs.map((log) => [log.cardId, log.rating, log.source, log.state])).toEqual([
      [first, 3, "study", 0],
      [second, 1, "study", 0],
    ]);
    expect((await scheduleOf(student, first as number))?.reps).toBe(1);
  });

  it("refuses what is not a review with a clear 400, and a card the user may not read with 404", async () => {
    const student = await signUp(t.app);
    const [card] = await cardIdsOf(await insertDeck(t, teacher.id, "Refusals", 1));
    const cases: [object, string][] = [
      [{ card_id: card }, "Send one of rating, choice, choices or text"],
      [{ card_id: card, rating: 3, choice: "right 1" }, "Send one of rating, choice, choices or text"],
      [{ card_id: card, rating: 5 }, "rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)"],
      [{ card_id: card, rating: "good" }, "rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)"],
      [{ card_id: card, choice: "Paris" }, "That is not one of this card's answers"],
      [{ rating: 3 }, "card_id is required"],
    ];
    for (const [body, error] of cases) {
      const response = await as(t.app, student).post("/api/study/reviews", body);
      expect([body, response.statusCode, response.json().error]).toEqual([body, 400, error]);
    }
    expect((await as(t.app, student).post("/api/study/reviews", { card_id: 999_999, rating: 3 })).statusCode).toBe(404);
    expect((await as(t.app, student).get("/api/study/queue?deck_id=999999")).statusCode).toBe(404);
    expect((await as(t.app, null).get("/api/study/queue")).statusCode).toBe(401);
    expect(await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, student.id))).toEqual([]);
  });
});

describe("schedules follow the cards", () => {
  it("starts a card's schedule again for everyone when its answers change, not when only its question does", async () => {
    const [ann, ben] = [await signUp(t.app), await signUp(t.app)];
    const deckId = await insertDeck(t, teacher.id, "Edits", 1);
    const [card] = (await cardIdsOf(deckId)) as [number];
    for (const user of [ann, ben]) {
      await review(user, { card_id: card, rating: 3 });
      await review(user, { card_id: card, rating: 4 });
    }
    expect((await scheduleOf(ann, card))?.reps).toBe(2);

    await as(t.app, teacher).put(`/api/cards/${card}`, { Question: "Reworded question?" });
    expect((await scheduleOf(ann, card))?.reps).toBe(2);

    await as(t.app, teacher).put(`/api/cards/${card}`, { Incorrect2: "a new wrong answer" });
    for (const user of [ann, ben]) {
      expect(await scheduleOf(user, card)).toMatchObject({ reps: 0, state: 0, lastReview: null });
      expect((await queueOf(user, deckId)).cards.map((each) => [each.card_id, each.kind])).toEqual([[card, "due"]]);
    }
  });

  it("forgets a card's schedules when it is made incomplete: it cannot be studied or played", async () => {
    const student = await signUp(t.app);
    const [card] = (await cardIdsOf(await insertDeck(t, teacher.id, "Blanked", 1))) as [number];
    await review(student, { card_id: card, rating: 1 });
    await as(t.app, teacher).put(`/api/cards/${card}`, { Question: "  " });
    expect(await scheduleOf(student, card)).toBeUndefined();
  });

  it("forgets the schedules of a deleted card and of a deleted deck's cards", async () => {
    const student = await signUp(t.app);
    const deckId = await insertDeck(t, teacher.id, "Deleted", 2);
    const [first, second] = (await cardIdsOf(deckId)) as [number, number];
    for (const card of [first, second]) await review(student, { card_id: card, rating: 1 });
    await as(t.app, teacher).delete(`/api/cards/${first}`);
    expect(await scheduleOf(student, first)).toBeUndefined();
    expect(await scheduleOf(student, second)).toBeDefined();
    await as(t.app, teacher).delete(`/api/decks/${deckId}`);
    expect(await scheduleOf(student, second)).toBeUndefined();
  });

  it("stops others studying a deck its author makes private; the author keeps studying it", async () => {
    const student = await signUp(t.app);
    const deck: DeckRecord = (await as(t.app, teacher).post("/api/decks", { Title: "Quiz answers" })).json();
    await as(t.app, teacher).post(`/api/cards/${deck.deck_id}`, {
      Question: "2+2?",
      Answer: "4",
      Incorrect1: "3",
      Incorrect2: "5",
      Incorrect3: "22",
    });
    const [card] = (await cardIdsOf(deck.deck_id)) as [number];
    await review(student, { card_id: card, rating: 1 });
    await review(teacher, { card_id: card, rating: 1 });

    await as(t.app, teacher).put(`/api/decks/${deck.deck_id}`, { private: true });
    expect(await scheduleOf(student, card)).toBeUndefined();
    expect((await as(t.app, student).get(`/api/study/queue?deck_id=${deck.deck_id}`)).statusCode).toBe(404);
    expect((await as(t.app, student).post("/api/study/reviews", { card_id: card, rating: 3 })).statusCode).toBe(404);
    expect((await as(t.app, student).get("/api/study/due")).json()).toEqual({ decks: [], total: 0 });
    expect(await scheduleOf(teacher, card)).toBeDefined();
    await setDue(teacher, card, new Date(Date.now() - 60_000));
    expect((await queueOf(teacher, deck.deck_id)).cards.map((each) => each.card_id)).toEqual([card]);
  });
});

describe("settings and Cards learned", () => {
  it("keeps each user's settings, partial changes kept, bad values refused with nothing written", async () => {
    const student = await signUp(t.app);
    expect((await as(t.app, student).get("/api/study/settings")).json()).toEqual({
      desired_retention: 0.9,
      new_cards_per_day: 20,
    });
    const changed = await as(t.app, student).put("/api/study/settings", { desired_retention: 0.85 });
    expect(changed.json()).toEqual({ desired_retention: 0.85, new_cards_per_day: 20 });
    for (const [body, error] of [
      [{ desired_retention: 1 }, "desired_retention must be between 0.7 and 0.99"],
      [{ desired_retention: "high" }, "desired_retention must be a number"],
      [{ new_cards_per_day: -1 }, "new_cards_per_day must be between 0 and 500"],
      [{ new_cards_per_day: 2.5 }, "new_cards_per_day must be a whole number"],
    ] as const) {
      const response = await as(t.app, student).put("/api/study/settings", body);
      expect([response.statusCode, response.json().error]).toEqual([400, error]);
    }
    expect((await as(t.app, student).get("/api/study/settings")).json()).toEqual({
      desired_retention: 0.85,
      new_cards_per_day: 20,
    });
  });

  it("counts cards in review state as learned, and keeps a private profile's count to its owner", async () => {
    const student = await signUp(t.app);
    const [card, other] = (await cardIdsOf(await insertDeck(t, teacher.id, "Learned", 2))) as [number, number];
    await review(student, { card_id: card, rating: 4 });
    await review(student, { card_id: other, rating: 1 });
    expect((await as(t.app, teacher).get(`/api/study/learned/${student.id}`)).json()).toEqual({ cards_learned: 1 });

    await as(t.app, student).put(`/api/users/${student.id}`, { Private: true });
    const hidden = await as(t.app, teacher).get(`/api/study/learned/${student.id}`);
    expect([hidden.statusCode, hidden.json().error]).toEqual([403, "User profile is private."]);
    expect((await as(t.app, student).get(`/api/study/learned/${student.id}`)).json()).toEqual({ cards_learned: 1 });
  });
});

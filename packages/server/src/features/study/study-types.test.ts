import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { StudyAnswer, StudyCard, StudyReviewResult } from "@quizdeck/shared/study";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { studyQueue, studyReview } from "../../../test/study-requests";
import { cardSchedules, reviewLogs } from "../../db/schema";

/** Issue 30: study mode asks, shows and judges every question type but the poll. */
let t: TestApp;
let teacher: TestUser;
let deckId: number;
const ids: Record<string, number> = {};

const cardsOfEachType = {
  mc: { Question: "Capital of France?", Answer: "Paris", Incorrect1: "Lyon", Incorrect3: "Nice" },
  tf: { Type: "true_false", Question: "The Sun is a star.", Answer: "True" },
  typed: { Type: "type_answer", Question: "Largest ocean?", Answer: "Pacific Ocean", Choices: ["the Pacific"] },
  all: { Type: "select_all", Question: "Prime numbers?", Choices: ["2", "4", "7", "9"], Correct: [0, 2] },
  order: { Type: "order", Question: "Smallest first", Choices: ["one", "two", "three"] },
  poll: { Type: "poll", Question: "Favourite colour?", Choices: ["Red", "Blue"] },
};

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signUp(t.app);
  const deck: DeckRecord = (await as(t.app, teacher).post("/api/decks", { Title: "Every type" })).json();
  deckId = deck.deck_id;
  for (const [name, body] of Object.entries(cardsOfEachType)) {
    const response = await as(t.app, teacher).post(`/api/cards/${deckId}`, body);
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = (response.json() as CardRecord).Card_id;
  }
});
afterAll(() => t.close());

const queueOf = (user: TestUser) => studyQueue(t.app, user, deckId);
const review = (user: TestUser, body: object) => studyReview(t.app, user, body);

const sorted = (list: readonly string[]) => [...list].sort();

describe("the queue per type", () => {
  it("asks each type its own way, keeps the answers the server judges to itself, and never offers a poll", async () => {
    const student = await signUp(t.app);
    const queue = await queueOf(student);
    const byId = new Map(queue.cards.map((card) => [card.card_id, card]));
    expect(queue.cards.map((card) => card.card_id)).toEqual([ids.mc, ids.tf, ids.typed, ids.all, ids.order]);
    expect(queue.new_count).toBe(5);
    const card = (name: string) => byId.get(ids[name] as number) as StudyCard;

    expect(card("mc")).toMatchObject({ type: "multiple_choice", question: "Capital of France?", answer: "Paris" });
    expect(sorted(card("mc").choices)).toEqual(["Lyon", "Nice", "Paris"]);
    expect(card("tf")).toMatchObject({ type: "true_false", answer: "True", choices: ["True", "False"] });
    expect(card("typed")).toMatchObject({ type: "type_answer", answer: null, choices: [] });
    expect(card("all")).toMatchObject({ type: "select_all", answer: null });
    expect(sorted(card("all").choices)).toEqual(["2", "4", "7", "9"]);
    expect(card("order")).toMatchObject({ type: "order", answer: null });
    expect(sorted(card("order").choices)).toEqual(["one", "three", "two"]);
    expect(JSON.stringify(queue)).not.toContain("Pacific");
  });

  it("shuffles the items of a put-in-order card", async () => {
    const student = await signUp(t.app);
    const seen = new Set<string>();
    for (let asked = 0; asked < 30 && seen.size < 2; asked += 1) {
      const order = (await queueOf(student)).cards.find((card) => card.card_id === ids.order);
      seen.add(JSON.stringify(order?.choices));
    }
    expect(seen.size).toBe(2);
  });
});

describe("reviews per type", () => {
  it("judges each type on the server, Good when right and Again when wrong, and shows the right answer", async () => {
    const student = await signUp(t.app);
    const cases: [string, object, boolean, Partial<StudyReviewResult>][] = [
      ["mc", { choice: "Lyon" }, false, { answer: "Paris", right_choices: null }],
      ["tf", { choice: "True" }, true, { answer: "True" }],
      ["typed", { text: "  pacific ocaen! " }, true, { answer: "Pacific Ocean" }],
      ["all", { choices: ["7", "2"] }, true, { answer: "2, 7", right_choices: ["2", "7"] }],
      ["order", { choices: ["one", "three", "two"] }, false, { answer: "one → two → three" }],
    ];
    for (const [name, answer, correct, shown] of cases) {
      const result = await review(student, { card_id: ids[name], ...answer });
      expect([name, result]).toMatchObject([name, { card_id: ids[name], correct, rating: correct ? 3 : 1, ...shown }]);
    }
    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, student.id));
    expect(logs.map((log) => log.rating)).toEqual([1, 3, 3, 3, 1]);
  });

  it("shows the accepted answer a typed answer matched, and the answer when it matched none", async () => {
    const student = await signUp(t.app);
    expect(await review(student, { card_id: ids.typed, text: "The Pacific" })).toMatchObject({
      correct: true,
      answer: "the Pacific",
    });
    expect(await review(student, { card_id: ids.typed, text: "Atlantic" })).toMatchObject({
      correct: false,
      answer: "Pacific Ocean",
    });
    expect(await review(student, { card_id: ids.typed, text: "" })).toMatchObject({ correct: false, rating: 1 });
  });

  it("takes only the exact set for select all and the exact order for put in order", async () => {
    const student = await signUp(t.app);
    for (const choices of [["2"], ["2", "7", "9"], []]) {
      expect((await review(student, { card_id: ids.all, choices })).correct).toBe(false);
    }
    expect((await review(student, { card_id: ids.all, choices: ["2", "7", "2"] })).correct).toBe(true);
    expect((await review(student, { card_id: ids.order, choices: ["one", "two", "three"] })).correct).toBe(true);
  });

  it("rates a flashcard of every type from the user's rating, with the right answer in the reply", async () => {
    const student = await signUp(t.app);
    expect(await review(student, { card_id: ids.order, rating: 4 })).toMatchObject({
      rating: 4,
      correct: null,
      answer: "one → two → three",
      right_choices: ["one", "two", "three"],
    });
    expect(await review(student, { card_id: ids.typed, rating: 2 })).toMatchObject({ answer: "Pacific Ocean" });
  });

  it("refuses an answer that does not fit the card with a clear 400, and writes nothing", async () => {
    const student = await signUp(t.app);
    const cases: [object, string][] = [
      [{ card_id: ids.typed, choice: "Pacific Ocean" }, 'A "Type the answer" card is answered with text or a rating'],
      [{ card_id: ids.all, choice: "2" }, 'A "Select all that apply" card is answered with choices or a rating'],
      [{ card_id: ids.mc, text: "Paris" }, 'A "Multiple choice" card is answered with choice or a rating'],
      [{ card_id: ids.tf, choice: "Maybe" }, "That is not one of this card's answers"],
      [{ card_id: ids.all, choices: ["2", "3"] }, "That is not one of this card's choices"],
      [{ card_id: ids.order, choices: ["one", "two"] }, "Send every item of this card once, in your order"],
      [{ card_id: ids.order, choices: ["one", "one", "two"] }, "Send every item of this card once, in your order"],
      [{ card_id: ids.typed, text: "x".repeat(201) }, "text is at most 200 characters"],
      [{ card_id: ids.all, choices: "2" }, "choices must be a list of texts"],
      [{ card_id: ids.typed, text: "Pacific", rating: 3 }, "Send one of rating, choice, choices or text"],
      [{ card_id: ids.poll, rating: 3 }, "A poll is not studied: it has no right answer"],
      [{ card_id: ids.poll, choice: "Red" }, "A poll is not studied: it has no right answer"],
    ];
    for (const [body, error] of cases) {
      const response = await as(t.app, student).post("/api/study/reviews", body);
      expect([body, response.statusCode, response.json().error]).toEqual([body, 400, error]);
    }
    expect(await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, student.id))).toEqual([]);
  });
});

describe("a flashcard's back", () => {
  it("gives the right answer of a card the queue keeps it from, and refuses a poll or a card the user cannot read", async () => {
    const student = await signUp(t.app);
    const answerOf = (cardId: number | string | undefined) => as(t.app, student).get(`/api/study/answers/${cardId}`);
    const shown: StudyAnswer = (await answerOf(ids.all)).json();
    expect(shown).toEqual({ card_id: ids.all, answer: "2, 7", right_choices: ["2", "7"] });
    expect((await answerOf(ids.typed)).json()).toEqual({
      card_id: ids.typed,
      answer: "Pacific Ocean",
      right_choices: null,
    });
    const poll = await answerOf(ids.poll);
    expect([poll.statusCode, poll.json().error]).toEqual([400, "A poll is not studied: it has no right answer"]);
    expect((await answerOf("abc")).statusCode).toBe(400);
    expect((await answerOf(999_999)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/study/answers/${ids.all}`)).statusCode).toBe(401);
  });
});

describe("polls", () => {
  it("drops a card's schedules when it becomes a poll, so it leaves the queue", async () => {
    const student = await signUp(t.app);
    const deck: DeckRecord = (await as(t.app, teacher).post("/api/decks", { Title: "Becomes a poll" })).json();
    const card: CardRecord = (await as(t.app, teacher).post(`/api/cards/${deck.deck_id}`, cardsOfEachType.all)).json();
    await review(student, { card_id: card.Card_id, rating: 1 });
    await as(t.app, teacher).put(`/api/cards/${card.Card_id}`, { Type: "poll", Correct: [] });
    const left = await t.database.db
      .select()
      .from(cardSchedules)
      .where(and(eq(cardSchedules.userId, student.id), eq(cardSchedules.cardId, card.Card_id)));
    expect(left).toEqual([]);
    expect((await as(t.app, student).get(`/api/study/queue?deck_id=${deck.deck_id}`)).json().cards).toEqual([]);
  });
});

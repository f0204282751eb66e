import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { GameReportData, ReportAnswer, ReportPlayer } from "@quizdeck/shared/reports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp } from "../../../test/helper";
import { reportQuestion } from "../../../test/report-fixtures";
import { studyQueue, studyReview } from "../../../test/study-requests";
import { reviewLogs } from "../../db/schema";
import { feedReviewQueues } from "./game-reviews";

/** Issue 30: a game of other types feeds the queue by each answer's result; a poll never enters it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const player = (userId: string, answers: ReportAnswer[]): ReportPlayer => ({
  userId,
  username: "Ann",
  rank: 1,
  score: 0,
  correct: 0,
  unanswered: 0,
  averageMs: null,
  joinedLate: false,
  answers,
});

describe("a game of question types feeds the review queue", () => {
  it("queues a missed typed or select-all question, counts a right one as Good, and never queues a poll", async () => {
    const [host, ann] = [await signUp(t.app), await signUp(t.app)];
    const deck: DeckRecord = (await as(t.app, host).post("/api/decks", { Title: "Mixed" })).json();
    const add = async (card: object) =>
      ((await as(t.app, host).post(`/api/cards/${deck.deck_id}`, card)).json() as CardRecord).Card_id;
    const typed = await add({ Type: "type_answer", Question: "Largest ocean?", Answer: "Pacific" });
    const all = await add({ Type: "select_all", Question: "Primes?", Choices: ["2", "4", "7"], Correct: [0, 2] });
    const poll = await add({ Type: "poll", Question: "Favourite?", Choices: ["Red", "Blue"] });
    const order = await add({ Type: "order", Question: "Smallest first", Choices: ["one", "two", "three"] });
    // Ann studies the put-in-order card already: her right answer in the game is a Good review of it.
    await studyReview(t.app, ann, { card_id: order, rating: 3 });

    const answer = (result: ReportAnswer["result"], text: string): ReportAnswer => ({
      choice: null,
      text,
      result,
      ms: 1000,
      points: 0,
    });
    const report: GameReportData = {
      deckTitle: "Mixed",
      questions: [typed, all, poll, order].map((cardId, index) => reportQuestion(index, { cardId })),
      players: [
        player(ann.id, [
          answer("incorrect", "Atlantic"),
          answer("incorrect", "2"),
          { choice: 1, result: "answered", ms: 900, points: 0 },
          answer("correct", "one → two → three"),
        ]),
      ],
    };
    await feedReviewQueues(t.database.db, report, new Set([ann.id]), new Date());

    const queue = await studyQueue(t.app, ann);
    expect(queue.cards.map((card) => [card.card_id, card.kind])).toEqual([
      [typed, "due"],
      [all, "due"],
    ]);
    const logs = await t.database.db
      .select({ cardId: reviewLogs.cardId, rating: reviewLogs.rating, source: reviewLogs.source })
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, ann.id));
    expect(logs).toEqual([
      { cardId: order, rating: 3, source: "study" },
      { cardId: order, rating: 3, source: "game" },
    ]);
  });
});

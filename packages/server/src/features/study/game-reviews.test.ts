import type { CardForClient } from "@quizdeck/shared/socket-events";
import type { StudyQueue } from "@quizdeck/shared/study";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createGameAs, insertDeck, signUp, type TestUser } from "../../../test/helper";
import { type ClientSocket, type LiveApp, next, request, startLiveApp } from "../../../test/socket-helper";
import { cardSchedules, cards, reviewLogs } from "../../db/schema";
import { deckInLiveGame } from "../cards";

/** Issue 14: a finished game feeds its players' review queues — over real sockets, read back through the API. */
let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(() => live.close());

const rightOf = (card: CardForClient) => card.Card?.Answers.findIndex((text) => text.startsWith("right")) as number;

const queueOf = async (user: TestUser): Promise<StudyQueue> =>
  (await as(live.t.app, user).get("/api/study/queue")).json();

const logsOf = (user: TestUser) =>
  live.t.database.db
    .select({ cardId: reviewLogs.cardId, rating: reviewLogs.rating, source: reviewLogs.source })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, user.id));

describe("a game feeds the review queue (issue 14)", () => {
  it("puts each player's missed questions in their queue, due now; right answers are Good reviews of cards they study", async () => {
    const [host, ann, ben] = [await signUp(live.t.app), await signUp(live.t.app), await signUp(live.t.app)];
    const deckId = await insertDeck(live.t, host.id, "Rivers", 3);
    const ids = (await live.t.database.db.select({ id: cards.id }).from(cards).where(eq(cards.deckId, deckId))).map(
      (row) => row.id,
    );
    const [first, second, third] = ids.sort((a, b) => a - b) as [number, number, number];
    // Ann already studies the first card: it is due in minutes, not now.
    await as(live.t.app, ann).post("/api/study/reviews", { card_id: first, rating: 3 });

    const gameId = await createGameAs(live.t.app, host);
    const hostSocket = await live.connect(host);
    expect(await request(hostSocket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    const [annSocket, benSocket] = [await live.connect(ann), await live.connect(ben)];
    for (const socket of [annSocket, benSocket]) {
      expect(await request(socket, "join_lobby", { Game_id: gameId })).toEqual({ ok: true });
    }
    const settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false };
    await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings });

    // Ann: right, wrong, right. Ben: wrong, no answer, right.
    const plan: [number | "wrong" | null, number | "wrong" | null][] = [
      [0, "wrong"],
      ["wrong", null],
      [0, 0],
    ];
    let card = next(annSocket, "card_for_client");
    await request(hostSocket, "start_game", { Game_id: gameId });

    // While she plays, the deck's cards and answers are hidden from Ann in study mode too.
    await live.t.database.db
      .update(cardSchedules)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(and(eq(cardSchedules.userId, ann.id), eq(cardSchedules.cardId, first)));
    const hidden = await as(live.t.app, ann).get(`/api/study/queue?deck_id=${deckId}`);
    expect([hidden.statusCode, hidden.json().error]).toEqual([403, deckInLiveGame]);
    const review = await as(live.t.app, ann).post("/api/study/reviews", { card_id: first, rating: 3 });
    expect([review.statusCode, review.json().error]).toEqual([403, deckInLiveGame]);
    expect((await queueOf(ann)).cards).toEqual([]);
    for (const [index, answers] of plan.entries()) {
      const shown = await card;
      const right = rightOf(shown);
      const ended = next(hostSocket, "question_ended");
      for (const [socket, answer] of [
        [annSocket, answers[0]],
        [benSocket, answers[1]],
      ] as [ClientSocket, number | "wrong" | null][]) {
        if (answer === null) continue;
        const Answer_id = answer === "wrong" ? (right + 1) % 4 : right;
        expect(await request(socket, "submit_answer", { Game_id: gameId, Answer_id })).toEqual({ ok: true });
      }
      // A question everyone answered closes by itself; one with a silent player closes on the host's Next.
      if (answers.includes(null)) await request(hostSocket, "send_next_card", { Game_id: gameId });
      await ended;
      if (index < plan.length - 1) {
        const leaderboard = next(annSocket, "show_leaderboard");
        await request(hostSocket, "send_next_card", { Game_id: gameId });
        await leaderboard;
        card = next(annSocket, "card_for_client");
        await request(hostSocket, "send_next_card", { Game_id: gameId });
      }
    }
    const gameOver = next(annSocket, "game_ended");
    await request(hostSocket, "end_game", { Game_id: gameId });
    await gameOver;

    await expect.poll(async () => (await queueOf(ben)).cards.map((each) => each.card_id)).toEqual([first, second]);
    const annQueue = await queueOf(ann);
    // Her first card was due before the game; the game's Good moved it on.
    expect(annQueue.cards.map((each) => [each.card_id, each.kind])).toEqual([[second, "due"]]);
    expect(annQueue.due_count).toBe(1);
    expect(await logsOf(ann)).toEqual([
      { cardId: first, rating: 3, source: "study" },
      { cardId: first, rating: 3, source: "game" },
    ]);
    expect(await logsOf(ben)).toEqual([]);
    // A question answered right and never studied stays out of the queue.
    const thirdSchedules = await live.t.database.db
      .select()
      .from(cardSchedules)
      .where(and(eq(cardSchedules.cardId, third)));
    expect(thirdSchedules).toEqual([]);
    // The host did not play: nothing queued for them.
    expect((await queueOf(host)).cards).toEqual([]);
  });
});

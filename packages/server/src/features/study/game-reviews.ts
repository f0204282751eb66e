import { answeredRight, type GameReportData, type ReportPlayer } from "@quizdeck/shared/reports";
import { STUDY_RATINGS } from "@quizdeck/shared/study";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Transaction } from "../../db/connect";
import { cards, decks } from "../../db/schema";
import {
  findSchedulesOf,
  findStudySettingsOf,
  insertReviews,
  type ReviewWrite,
  type ScheduleWrite,
  saveSchedules,
} from "./repository";
import { newSchedule, reviewCard } from "./scheduling";

/** Players per transaction: a slice writes ~1,000 rows, a tenth of a second on PGlite, so others get a turn. */
const PLAYERS_PER_SLICE = 50;

/**
 * Issue 14: a finished game feeds its players' review queues. A question a player missed (wrong or unanswered) is
 * due for them at once: a card they already study gets Again at the game's time, a card new to them enters the
 * queue as new. A right answer is a Good review of a card they already study (a card they knew and never studied
 * stays out of their queue). Questions a late joiner was not in count for nothing. Guests have no queue.
 *
 * It runs after the end-of-game transaction, in slices of players, each its own transaction: a class of 10,000
 * missing half of 20 questions is 100,000 schedules, far too many rows for the end-of-game transaction (PGlite
 * spends ~0.1 ms per inserted row). A crash part-way loses the slices not yet written.
 */
export async function feedReviewQueues(
  db: Db,
  report: GameReportData,
  accountIds: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const played = report.questions.flatMap((question, at) =>
    question.cardId === undefined ? [] : [{ at, cardId: question.cardId }],
  );
  const players = report.players.filter((player) => !player.guest && accountIds.has(player.userId));
  if (played.length === 0 || players.length === 0) return;
  // Cards deleted since the game started are skipped; the rest tell their deck, and whether it is private now.
  const cardIds = [...new Set(played.map((question) => question.cardId))];
  const deckOf = new Map(
    (
      await db
        .select({ id: cards.id, deckId: cards.deckId, private: decks.private, authorId: decks.userId })
        .from(cards)
        .innerJoin(decks, eq(decks.id, cards.deckId))
        // A poll has no right answer: it never enters a queue (issue 30).
        .where(and(inArray(cards.id, cardIds), ne(cards.type, "poll")))
    ).map((row) => [row.id, row]),
  );
  const game = { played, cardIds, deckOf, now };
  for (let from = 0; from < players.length; from += PLAYERS_PER_SLICE) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.transaction((tx) => feedSlice(tx, game, players.slice(from, from + PLAYERS_PER_SLICE)));
  }
}

interface PlayedGame {
  played: { at: number; cardId: number }[];
  cardIds: number[];
  deckOf: Map<number, { deckId: number; private: boolean; authorId: string }>;
  now: Date;
}

async function feedSlice(tx: Transaction, game: PlayedGame, players: ReportPlayer[]): Promise<void> {
  const existing = await findSchedulesOf(
    tx,
    game.cardIds,
    players.map((player) => player.userId),
  );
  const scheduleOf = new Map(existing.map((row) => [`${row.userId} ${row.cardId}`, row]));
  const retentionOf = await findStudySettingsOf(tx, [...new Set(existing.map((row) => row.userId))]);
  const schedules: ScheduleWrite[] = [];
  const reviews: ReviewWrite[] = [];
  for (const player of players) {
    for (const { at, cardId } of game.played) {
      const deck = game.deckOf.get(cardId);
      const answer = player.answers[at];
      // A deck made private since the game started is its author's alone, in study mode too.
      if (!deck || (deck.private && deck.authorId !== player.userId) || !answer || answer.absent) continue;
      const { deckId } = deck;
      const current = scheduleOf.get(`${player.userId} ${cardId}`);
      const right = answeredRight(answer);
      if (!current) {
        if (!right) schedules.push({ userId: player.userId, cardId, deckId, schedule: newSchedule(game.now) });
        continue;
      }
      const rating = right ? STUDY_RATINGS.good : STUDY_RATINGS.again;
      const reviewed = reviewCard(current, rating, game.now, retentionOf(player.userId));
      schedules.push({ userId: player.userId, cardId, deckId, schedule: reviewed.schedule });
      reviews.push({ userId: player.userId, cardId, source: "game", entry: reviewed.log });
    }
  }
  await saveSchedules(tx, schedules);
  await insertReviews(tx, reviews);
}

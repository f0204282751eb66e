import type { PlayableCard, PlayerResult } from "@quizdeck/game/game-state";
import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { cards, decks, likedDecks } from "../db/schema";

/** The deck's title when the host may play it: their own deck or one they like (SPEC.md §2 host setup). */
export async function findDeckTitleForHost(db: Db, deckId: number, hostId: string): Promise<string | undefined> {
  const liked = db
    .select({ one: sql`1` })
    .from(likedDecks)
    .where(and(eq(likedDecks.deckId, decks.id), eq(likedDecks.userId, hostId)));
  const [row] = await db
    .select({ title: decks.title })
    .from(decks)
    .where(and(eq(decks.id, deckId), or(eq(decks.userId, hostId), exists(liked))))
    .limit(1);
  return row?.title;
}

const filled = (column: AnyPgColumn) => sql`btrim(${column}) <> ''`;

/** Cards with all five texts filled in (SPEC.md §5 "Question"), in the deck's order. */
export async function findPlayableCards(db: Db, deckId: number): Promise<PlayableCard[]> {
  const rows = await db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.deckId, deckId),
        filled(cards.question),
        filled(cards.answer),
        filled(cards.incorrect1),
        filled(cards.incorrect2),
        filled(cards.incorrect3),
      ),
    )
    .orderBy(asc(cards.id));
  return rows.map((row) => ({
    question: row.question,
    correct: row.answer,
    incorrect: [row.incorrect1, row.incorrect2, row.incorrect3],
    image: row.imageId ? `/api/images/${row.imageId}` : null,
  }));
}

const RESULT_BATCH = 1000;

/**
 * SPEC.md §4 end-of-game stats for every player, in one transaction: Games_Played +1, Wins +1 for a winner,
 * Total_Score += score, Highest_Score and its deck title when beaten.
 */
export async function recordResults(db: Db, deckTitle: string | null, players: PlayerResult[]): Promise<void> {
  if (players.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < players.length; start += RESULT_BATCH) {
      const batch = players.slice(start, start + RESULT_BATCH);
      const values = sql.join(
        batch.map((p) => sql`(${p.userId}::text, ${p.score}::integer, ${p.won ? 1 : 0}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE users SET
          games_played = users.games_played + 1,
          wins = users.wins + result.won,
          total_score = users.total_score + result.score,
          highest_score_deck = CASE WHEN result.score > users.highest_score THEN ${deckTitle}::text
                                    ELSE users.highest_score_deck END,
          highest_score = GREATEST(users.highest_score, result.score)
        FROM (VALUES ${values}) AS result(id, score, won)
        WHERE users.id = result.id`);
    }
  });
}

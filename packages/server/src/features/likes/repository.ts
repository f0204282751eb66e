import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { decks, likedDecks, users } from "../../db/schema";
import type { DeckRow } from "../decks";
import { deckColumns, visibleTo } from "../decks";

/** The decks a user liked, with their authors' names, in one query ordered by title then id. */
export function listDecksLikedBy(db: Db, userId: string): Promise<DeckRow[]> {
  return db
    .select(deckColumns)
    .from(likedDecks)
    .innerJoin(decks, eq(decks.id, likedDecks.deckId))
    .innerJoin(users, eq(users.id, decks.userId))
    .where(and(eq(likedDecks.userId, userId), visibleTo(userId)))
    .orderBy(asc(decks.title), asc(decks.id));
}

export async function insertLike(db: Db, userId: string, deckId: number): Promise<void> {
  await db.insert(likedDecks).values({ userId, deckId }).onConflictDoNothing();
}

export async function deleteLike(db: Db, userId: string, deckId: number): Promise<void> {
  await db.delete(likedDecks).where(and(eq(likedDecks.userId, userId), eq(likedDecks.deckId, deckId)));
}

import { and, asc, eq, exists, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { decks, groupMembers, groups, likedDecks, users } from "../../db/schema";
import type { DeckRow } from "./deck-record";

export const deckColumns = {
  id: decks.id,
  title: decks.title,
  userId: decks.userId,
  username: users.username,
  groupId: decks.groupId,
  private: decks.private,
};

/** Issue 13: the decks `callerId` may see — every public deck and their own private ones. */
export const visibleTo = (callerId: string): SQL => or(eq(decks.private, false), eq(decks.userId, callerId)) as SQL;

/** Decks `callerId` may see, with their author's name in one query, ordered by title then id. */
function selectDecks(db: Db, callerId: string, where?: SQL) {
  return db
    .select(deckColumns)
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .where(where ? and(visibleTo(callerId), where) : visibleTo(callerId))
    .orderBy(asc(decks.title), asc(decks.id));
}

export const listAllDecks = (db: Db, callerId: string): Promise<DeckRow[]> => selectDecks(db, callerId);

export const listDecksOfGroup = (db: Db, callerId: string, groupId: number): Promise<DeckRow[]> =>
  selectDecks(db, callerId, eq(decks.groupId, groupId));

export const listDecksByUser = (db: Db, callerId: string, userId: string): Promise<DeckRow[]> =>
  selectDecks(db, callerId, eq(decks.userId, userId));

export const listDecksNotByUser = (db: Db, callerId: string, userId: string): Promise<DeckRow[]> =>
  selectDecks(db, callerId, ne(decks.userId, userId));

/** The deck if `callerId` may see it (a private deck is its author's alone): else undefined, as if there were none. */
export async function findDeck(db: Db, callerId: string, deckId: number): Promise<DeckRow | undefined> {
  const [row] = await selectDecks(db, callerId, eq(decks.id, deckId)).limit(1);
  return row;
}

/** The deck's author, or undefined when there is no such deck or `callerId` may not see it. */
export async function findDeckAuthor(db: Db, callerId: string, deckId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: decks.userId })
    .from(decks)
    .where(and(eq(decks.id, deckId), visibleTo(callerId)))
    .limit(1);
  return row?.userId;
}

export async function insertDeck(
  db: Db,
  values: { title: string; userId: string; private?: boolean },
): Promise<number> {
  const [row] = await db.insert(decks).values(values).returning({ id: decks.id });
  if (!row) throw new Error("deck insert returned no row");
  return row.id;
}

export interface DeckChanges {
  title?: string;
  groupId?: number | null;
  private?: boolean;
}

/**
 * Writes the changes in one transaction. Made private (issue 13), the deck also leaves its group and the liked
 * lists of everyone but its author: nobody else may see it from now on.
 */
export async function updateDeck(db: Db, deckId: number, changes: DeckChanges): Promise<void> {
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.transaction(async (tx) => {
    const goesPrivate = changes.private === true;
    const set = goesPrivate ? { ...changes, groupId: null } : changes;
    const [deck] = await tx.update(decks).set(set).where(eq(decks.id, deckId)).returning({ userId: decks.userId });
    if (goesPrivate && deck) {
      await tx.delete(likedDecks).where(and(eq(likedDecks.deckId, deckId), ne(likedDecks.userId, deck.userId)));
    }
  });
}

export async function deleteDeck(db: Db, deckId: number): Promise<void> {
  await db.delete(decks).where(eq(decks.id, deckId));
}

export async function likesDeck(db: Db, userId: string, deckId: number): Promise<boolean> {
  const rows = await db
    .select({ deckId: likedDecks.deckId })
    .from(likedDecks)
    .where(and(eq(likedDecks.userId, userId), eq(likedDecks.deckId, deckId)))
    .limit(1);
  return rows.length > 0;
}

/** What a user is to a group: undefined when the group does not exist. */
export async function findGroupStanding(
  db: Db,
  groupId: number,
  userId: string,
): Promise<{ isMember: boolean; isFounder: boolean } | undefined> {
  const [row] = await db
    .select({ founderId: groups.founderId, memberId: groupMembers.userId })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) return undefined;
  return { isMember: row.memberId !== null, isFounder: row.founderId === userId };
}

/** The deck's title when the host may play it: their own deck or one they like (docs/product.md §2 host setup). */
export async function findDeckTitleForHost(db: Db, deckId: number, hostId: string): Promise<string | undefined> {
  // A private deck is its author's: nobody else likes it, so the rule below already keeps it to them.
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

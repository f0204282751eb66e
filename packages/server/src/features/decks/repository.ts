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
};

/** Decks with their author's name in one query, ordered by title then id. */
function selectDecks(db: Db, where?: SQL) {
  return db
    .select(deckColumns)
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .where(where)
    .orderBy(asc(decks.title), asc(decks.id));
}

export const listAllDecks = (db: Db): Promise<DeckRow[]> => selectDecks(db);

export const listDecksOfGroup = (db: Db, groupId: number): Promise<DeckRow[]> =>
  selectDecks(db, eq(decks.groupId, groupId));

export const listDecksByUser = (db: Db, userId: string): Promise<DeckRow[]> =>
  selectDecks(db, eq(decks.userId, userId));

export const listDecksNotByUser = (db: Db, userId: string): Promise<DeckRow[]> =>
  selectDecks(db, ne(decks.userId, userId));

export async function findDeck(db: Db, deckId: number): Promise<DeckRow | undefined> {
  const [row] = await selectDecks(db, eq(decks.id, deckId)).limit(1);
  return row;
}

/** The deck's author, or undefined when there is no such deck. */
export async function findDeckAuthor(db: Db, deckId: number): Promise<string | undefined> {
  const [row] = await db.select({ userId: decks.userId }).from(decks).where(eq(decks.id, deckId)).limit(1);
  return row?.userId;
}

export async function insertDeck(db: Db, values: { title: string; userId: string }): Promise<number> {
  const [row] = await db.insert(decks).values(values).returning({ id: decks.id });
  if (!row) throw new Error("deck insert returned no row");
  return row.id;
}

export async function updateDeck(
  db: Db,
  deckId: number,
  changes: { title?: string; groupId?: number | null },
): Promise<void> {
  if (changes.title === undefined && changes.groupId === undefined) return;
  await db.update(decks).set(changes).where(eq(decks.id, deckId));
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

import type { DeckOrigin } from "@quizdeck/shared/records";
import { and, asc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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

/** Whether `userId` wrote any deck, public or private: who does not sees exactly what everyone who does not sees. */
export async function ownsAnyDeck(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: decks.id }).from(decks).where(eq(decks.userId, userId)).limit(1);
  return row !== undefined;
}

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

/**
 * Where a copy came from (undefined for a deck that is no copy): the title and author kept when it was copied, and
 * the original's id only while `callerId` may still see it.
 */
export async function findDeckOrigin(db: Db, callerId: string, deckId: number): Promise<DeckOrigin | undefined> {
  const original = alias(decks, "original");
  const [row] = await db
    .select({ deck_id: original.id, title: decks.copiedFromTitle, username: decks.copiedFromUsername })
    .from(decks)
    .leftJoin(
      original,
      and(eq(original.id, decks.copiedFromDeckId), or(eq(original.private, false), eq(original.userId, callerId))),
    )
    .where(eq(decks.id, deckId))
    .limit(1);
  if (row?.title == null || row.username == null) return undefined;
  return { deck_id: row.deck_id, title: row.title, username: row.username };
}

/**
 * Issue 29 "Copy to my decks": a private deck of `ownerId` with the original's title and every card in the same
 * order, in one transaction; undefined when the original is gone (or `ownerId` may no longer see it).
 *
 * The cards go in one INSERT … SELECT, whatever their number. Each card image is copied too, under a new id owned
 * by the copy's owner, rather than shared: an image belongs to its card (migration 0005 deletes it with the card,
 * and with its owner's account), so a shared one would vanish from the copy when the original's author changes
 * the card, deletes it or leaves. Image URLs are public to whoever knows them (docs/api.md "Images"), and the
 * original's images were visible to the copier already, so nothing private is shown to anyone new.
 */
export async function copyDeck(db: Db, originalId: number, ownerId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // Locked until the copy is written, so that the original cannot be deleted in between.
    const [original] = await tx
      .select({ title: decks.title, username: users.username })
      .from(decks)
      .innerJoin(users, eq(users.id, decks.userId))
      .where(and(eq(decks.id, originalId), visibleTo(ownerId)))
      .for("share", { of: decks });
    if (!original) return undefined;
    const [copy] = await tx
      .insert(decks)
      .values({
        title: original.title,
        userId: ownerId,
        private: true,
        copiedFromDeckId: originalId,
        copiedFromTitle: original.title,
        copiedFromUsername: original.username,
      })
      .returning({ id: decks.id });
    if (!copy) throw new Error("deck insert returned no row");
    // A volatile CTE is computed once, so each card's new image id is the same in both inserts.
    await tx.execute(sql`
      WITH source AS (
        SELECT id, question, answer, incorrect1, incorrect2, incorrect3, image_id, image_alt, type, choices, correct,
          time_limit, points,
          CASE WHEN image_id IS NULL THEN NULL ELSE gen_random_uuid()::text END AS new_image_id
        FROM cards WHERE deck_id = ${originalId}
      ), copied_images AS (
        INSERT INTO images (id, owner_id, mime_type, bytes, sha256)
        SELECT source.new_image_id, ${ownerId}, images.mime_type, images.bytes, images.sha256
        FROM source JOIN images ON images.id = source.image_id
      )
      INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3, image_id, image_alt, type,
        choices, correct, time_limit, points)
      SELECT ${copy.id}, question, answer, incorrect1, incorrect2, incorrect3, new_image_id, image_alt, type, choices,
        correct, time_limit, points
      FROM source ORDER BY id`);
    return copy.id;
  });
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

/**
 * The deck's title when the host may play it: any deck they may see, their own private ones included (issue 29
 * "Host from anywhere", docs/product.md §4 Host setup). Undefined for a deck that is gone or someone else's private one.
 */
export async function findDeckTitleForHost(db: Db, deckId: number, hostId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: decks.title })
    .from(decks)
    .where(and(eq(decks.id, deckId), visibleTo(hostId)))
    .limit(1);
  return row?.title;
}

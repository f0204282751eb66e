import { DEFAULT_DESIRED_RETENTION, DEFAULT_NEW_CARDS_PER_DAY, type StudySettings } from "@quizdeck/shared/study";
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { cardSchedules, cards, decks, reviewLogs, studySettings } from "../../db/schema";
import type { CardRow } from "../cards";
import { cardColumns, isComplete } from "../cards";
import { visibleTo } from "../decks";
import type { ReviewEntry, ScheduleState } from "./scheduling";

/**
 * The schedule's fields are written once, in db/schema.ts: ScheduleState is its row without the keys, these are
 * its columns without the keys, and the bulk writes below build their SQL from the table's columns.
 */
const { userId: _user, cardId: _card, deckId: _deck, ...scheduleColumns } = getTableColumns(cardSchedules);
const { id: _id, ...reviewColumns } = getTableColumns(reviewLogs);

export async function findStudySettings(db: Db, userId: string): Promise<StudySettings> {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.userId, userId)).limit(1);
  return {
    desired_retention: row?.desiredRetention ?? DEFAULT_DESIRED_RETENTION,
    new_cards_per_day: row?.newCardsPerDay ?? DEFAULT_NEW_CARDS_PER_DAY,
  };
}

/** Each listed user's desired retention (the default for those who never set one). */
export async function findStudySettingsOf(db: Db, userIds: string[]): Promise<(userId: string) => number> {
  const rows =
    userIds.length === 0 ? [] : await db.select().from(studySettings).where(inArray(studySettings.userId, userIds));
  const retention = new Map(rows.map((row) => [row.userId, row.desiredRetention]));
  return (userId) => retention.get(userId) ?? DEFAULT_DESIRED_RETENTION;
}

export async function saveStudySettings(db: Db, userId: string, settings: StudySettings): Promise<void> {
  const values = { desiredRetention: settings.desired_retention, newCardsPerDay: settings.new_cards_per_day };
  await db
    .insert(studySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: studySettings.userId, set: values });
}

/**
 * The user's schedules in scope (one deck, or all). Counting needs no join: triggers (migration 0014) delete the
 * schedules of a card made incomplete and everyone else's of a deck made private, so every schedule left is of a
 * card the user may study. Lists join the card anyway, for its texts, and check both again.
 */
const ownSchedules = (userId: string, scope: StudyScope, ...more: SQL[]) =>
  and(
    eq(cardSchedules.userId, userId),
    scope.deckId === undefined ? undefined : eq(cardSchedules.deckId, scope.deckId),
    scope.hiddenDecks.length === 0 ? undefined : notInArray(cardSchedules.deckId, scope.hiddenDecks),
    ...more,
  );

/** One deck, or every deck; minus the decks whose cards are hidden from the user now (a live game they play in). */
export interface StudyScope {
  deckId?: number;
  hiddenDecks: number[];
}

/**
 * The first `limit` due schedules picked on their own index first, then joined to their cards: whatever the
 * planner believes about the tables' sizes (PGlite's statistics lag, see db/connect.ts), it never joins every due
 * card to sort them.
 */
export function listDueCards(db: Db, userId: string, scope: StudyScope, now: Date, limit: number) {
  const due = db
    .select({ cardId: cardSchedules.cardId, deckId: cardSchedules.deckId, due: cardSchedules.due })
    .from(cardSchedules)
    .where(ownSchedules(userId, scope, lte(cardSchedules.due, now)))
    .orderBy(asc(cardSchedules.due), asc(cardSchedules.cardId))
    .limit(limit)
    .as("due");
  return db
    .select(cardColumns)
    .from(due)
    .innerJoin(cards, eq(cards.id, due.cardId))
    .innerJoin(decks, eq(decks.id, due.deckId))
    .where(and(visibleTo(userId), isStudied()))
    .orderBy(asc(due.due), asc(due.cardId));
}

/** Due cards in scope, counted up to `cap`: a queue answer reads at most that many index entries. */
export async function countDueCards(db: Db, userId: string, scope: StudyScope, now: Date, cap: number) {
  const due = db
    .select({ one: sql`1` })
    .from(cardSchedules)
    .where(ownSchedules(userId, scope, lte(cardSchedules.due, now)))
    .limit(cap)
    .as("due");
  const [row] = await db.select({ count: count() }).from(due);
  return row?.count ?? 0;
}

/** When the first card in scope falls due after `after`, or null. */
export async function findNextDue(db: Db, userId: string, scope: StudyScope, after: Date) {
  const [row] = await db
    .select({ due: cardSchedules.due })
    .from(cardSchedules)
    .where(ownSchedules(userId, scope, gt(cardSchedules.due, after)))
    .orderBy(asc(cardSchedules.due))
    .limit(1);
  return row?.due ?? null;
}

/** Issue 30: a playable card of any type but the poll (it has no right answer). */
const isStudied = () => and(isComplete(), ne(cards.type, "poll"));

/** The deck's studied cards the user has no schedule for, in the deck's order. */
function unscheduledCards(deckId: number) {
  return and(eq(cards.deckId, deckId), isStudied(), isNull(cardSchedules.cardId));
}

export function listNewCards(db: Db, userId: string, deckId: number, limit: number) {
  return db
    .select(cardColumns)
    .from(cards)
    .leftJoin(cardSchedules, and(eq(cardSchedules.cardId, cards.id), eq(cardSchedules.userId, userId)))
    .where(unscheduledCards(deckId))
    .orderBy(asc(cards.id))
    .limit(limit);
}

export async function countNewCards(db: Db, userId: string, deckId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(cards)
    .leftJoin(cardSchedules, and(eq(cardSchedules.cardId, cards.id), eq(cardSchedules.userId, userId)))
    .where(unscheduledCards(deckId));
  return row?.count ?? 0;
}

/** Cards the user studied for the first time since `since` (what the new-cards-per-day limit counts). */
export async function countFirstStudiedSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        gte(reviewLogs.review, since),
        eq(reviewLogs.source, "study"),
        eq(reviewLogs.state, 0),
      ),
    );
  return row?.count ?? 0;
}

/** The card if the user may study it (its deck is theirs or public). */
export async function findStudyCard(db: Db, userId: string, cardId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(cards)
    .innerJoin(decks, eq(decks.id, cards.deckId))
    .where(and(eq(cards.id, cardId), visibleTo(userId)))
    .limit(1);
  return row;
}

/** The schedule, locked for this transaction so two reviews of one card apply one after the other. */
export async function findScheduleForUpdate(
  db: Db,
  userId: string,
  cardId: number,
): Promise<ScheduleState | undefined> {
  const [row] = await db
    .select(scheduleColumns)
    .from(cardSchedules)
    .where(and(eq(cardSchedules.userId, userId), eq(cardSchedules.cardId, cardId)))
    .for("update")
    .limit(1);
  return row;
}

export interface ScheduleWrite {
  userId: string;
  cardId: number;
  deckId: number;
  schedule: ScheduleState;
}

export interface ReviewWrite {
  userId: string;
  cardId: number;
  source: "study" | "game";
  entry: ReviewEntry;
}

/**
 * `INSERT INTO table (columns) SELECT … FROM json_to_recordset(rows)`: many rows in one statement with one
 * parameter (a class of 10,000 is past what a statement's parameter list may hold). The column names and types
 * come from the table's definition; a row's Dates go into the JSON as ISO strings.
 */
function insertFromJson<Row extends Record<string, unknown>>(
  table: PgTable,
  columns: Record<keyof Row & string, AnyPgColumn>,
  rows: Row[],
): SQL {
  const fields = Object.entries<AnyPgColumn>(columns);
  const names = sql.join(
    fields.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    fields.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const json = rows.map((row) => Object.fromEntries(fields.map(([key, column]) => [column.name, row[key]])));
  return sql`INSERT INTO ${table} (${names}) SELECT ${names}
    FROM json_to_recordset(${JSON.stringify(json)}::json) AS r(${types})`;
}

/** Writes (inserts or replaces) many schedules in one statement: a class's game is one round trip, not 10,000. */
export async function saveSchedules(db: Db, writes: ScheduleWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ userId, cardId, deckId, schedule }) => ({ userId, cardId, deckId, ...schedule }));
  const replaced = sql.join(
    Object.values(scheduleColumns).map(({ name }) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  );
  await db.execute(sql`${insertFromJson(cardSchedules, getTableColumns(cardSchedules), rows)}
    ON CONFLICT (${sql.identifier(cardSchedules.userId.name)}, ${sql.identifier(cardSchedules.cardId.name)})
    DO UPDATE SET ${replaced}`);
}

export async function insertReviews(db: Db, writes: ReviewWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ userId, cardId, source, entry }) => ({ userId, cardId, source, ...entry }));
  await db.execute(insertFromJson(reviewLogs, reviewColumns, rows));
}

/** The schedules these users have of these cards (a finished game's players and questions). */
export async function findSchedulesOf(db: Db, cardIds: number[], userIds: string[]) {
  if (cardIds.length === 0 || userIds.length === 0) return [];
  // The players as one JSON parameter: a class of 10,000 is past what a statement's parameter list may hold.
  const players = sql`(SELECT json_array_elements_text(${JSON.stringify(userIds)}::json))`;
  return db
    .select({ userId: cardSchedules.userId, cardId: cardSchedules.cardId, ...scheduleColumns })
    .from(cardSchedules)
    .where(and(inArray(cardSchedules.cardId, cardIds), sql`${cardSchedules.userId} IN ${players}`));
}

/** "Due today": per deck, the cards due before `until` (counted on the schedules, then the decks' titles). */
export async function listDueByDeck(db: Db, userId: string, until: Date) {
  const scope: StudyScope = { hiddenDecks: [] };
  const perDeck = db
    .select({ deckId: cardSchedules.deckId, due: count().as("due") })
    .from(cardSchedules)
    .where(ownSchedules(userId, scope, lte(cardSchedules.due, until)))
    .groupBy(cardSchedules.deckId)
    .as("per_deck");
  return db
    .select({ deckId: decks.id, title: decks.title, due: perDeck.due })
    .from(perDeck)
    .innerJoin(decks, and(eq(decks.id, perDeck.deckId), visibleTo(userId)))
    .orderBy(asc(decks.title), asc(decks.id));
}

/** Cards in FSRS's Review state: "Cards learned" on the profile. */
export async function countLearnedCards(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(cardSchedules)
    .where(and(eq(cardSchedules.userId, userId), eq(cardSchedules.state, 2)));
  return row?.count ?? 0;
}

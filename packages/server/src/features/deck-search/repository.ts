import type { DeckSearchQuery } from "@quizdeck/shared/deck-search";
import { searchWords } from "@quizdeck/shared/deck-search";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cards, decks, users } from "../../db/schema";
import type { DeckRow } from "../decks";
import { deckColumns, visibleTo } from "../decks";
import type { SearchCursor } from "./search-cursor";

export interface DeckSearchHit extends DeckRow {
  sortTitle: string;
  likeCount: number;
  cardCount: number;
}

/** `%`, `_` and `\` in what the user typed are letters to find, not LIKE wildcards. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The word folded by the same `fold_text` the triggers use (unaccent maps more than Unicode decomposition: ß, ø,
 * ł), inside the LIKE pattern: the planner folds the constant and the trigram index serves the match.
 */
const holds = (word: string): SQL => sql`${decks.searchText} LIKE ('%' || fold_text(${escapeLike(word)}) || '%')`;

/**
 * Words this long or longer forgive one typo (docs/product.md, Decks screen). A shorter word's one-typo pattern has
 * variants with no three letters in a row ("ba.ic"), which the trigram index cannot serve: every deck is read.
 */
export const TYPO_MIN_LENGTH = 6;
/**
 * A longer word, or a word past the first few long ones, is not forgiven: each one's pattern has 4 × its length
 * variants, and a query of 200 letters' worth of them held PGlite's thread for seconds (the worst-input suite).
 */
export const TYPO_MAX_LENGTH = 24;
export const TYPO_MAX_WORDS = 3;

/**
 * The words of TYPO_MIN_LENGTH letters or more that no deck in `searched` holds as typed: only they are searched
 * with a typo (docs/decisions/016-typo-forgiving-search.md).
 */
async function mistypedWords(db: Db, words: string[], searched: SQL | undefined): Promise<Set<string>> {
  const long = words
    .filter((word) => [...word].length >= TYPO_MIN_LENGTH && [...word].length <= TYPO_MAX_LENGTH)
    .slice(0, TYPO_MAX_WORDS);
  const held = await Promise.all(
    long.map((word) =>
      db
        .select({ one: sql`1` })
        .from(decks)
        .where(and(searched, holds(word)))
        .limit(1),
    ),
  );
  return new Set(long.filter((_, at) => held[at]?.length === 0));
}

/**
 * The word anywhere in the title or author as typed, or, for a mistyped one, as a whole word one typo away
 * (`one_typo_pattern`, migration 0018; the trigram index serves both).
 */
const matchesWord =
  (mistyped: Set<string>) =>
  (word: string): SQL =>
    mistyped.has(word)
      ? sql`(${holds(word)} OR ${decks.searchText} ~ one_typo_pattern(fold_text(${word})))`
      : holds(word);

/**
 * Each order is a keyset over an index: the cursor's row comparison walks it from where the last page ended.
 * `sortMatches` (rare words, see `isRare`) puts the same order out of the index's reach by adding 0 or '', so
 * the trigram index finds the matches and they are sorted.
 */
function orderFor(
  sort: DeckSearchQuery["sort"],
  cursor: SearchCursor | undefined,
  sortMatches: boolean,
): { after?: SQL; by: SQL[] } {
  const text = (column: typeof decks.sortTitle) => (sortMatches ? sql`(${column} || '')` : sql`${column}`);
  const number = (column: typeof decks.id | typeof decks.likeCount) =>
    sortMatches ? sql`(${column} + 0)` : sql`${column}`;
  const by = (column: SQL, direction: "asc" | "desc") => sql`${column} ${sql.raw(direction)}`;
  switch (sort) {
    case "az":
      return {
        after: cursor && sql`(${decks.sortTitle}, ${decks.id}) > (${cursor.key}, ${cursor.id})`,
        by: [by(text(decks.sortTitle), "asc"), by(number(decks.id), "asc")],
      };
    case "za":
      return {
        after: cursor && sql`(${decks.sortTitle}, ${decks.id}) < (${cursor.key}, ${cursor.id})`,
        by: [by(text(decks.sortTitle), "desc"), by(number(decks.id), "desc")],
      };
    case "newest":
      return { after: cursor && sql`${decks.id} < ${cursor.id}`, by: [by(number(decks.id), "desc")] };
    case "liked":
      return {
        after: cursor && sql`(${decks.likeCount}, ${decks.id}) < (${cursor.key}, ${cursor.id})`,
        by: [by(number(decks.likeCount), "desc"), by(number(decks.id), "desc")],
      };
  }
}

/** Trigram lookups need three letters: shorter words are better served by walking the order's index. */
const TRIGRAM = 3;
/** Fewer matches than this are sorted; more are found soon enough by walking the order's index. */
const RARE_MATCHES = 1000;

/**
 * Whether the words match fewer than RARE_MATCHES decks, counted on the trigram index up to that many. Left to
 * itself the planner guesses ~1% of decks match any word: for a word 100 decks hold it walks the order's index
 * filtering 37,000 decks (35 ms on PostgreSQL, 400 ms on PGlite); sorting every match of a word 8,000 decks hold
 * is as bad the other way (19 ms instead of 1.6 ms). The count costs a few milliseconds and settles it.
 */
async function isRare(db: Db, words: string[], matches: (word: string) => SQL): Promise<boolean> {
  if (!words.some((word) => word.length >= TRIGRAM)) return false;
  const found = db
    .select({ one: sql`1` })
    .from(decks)
    .where(and(...words.map(matches)))
    .limit(RARE_MATCHES)
    .as("found");
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(found);
  return (row?.count ?? 0) < RARE_MATCHES;
}

/**
 * Up to `limit` decks `callerId` may see, matching every word of `q` (one typo forgiven in a long word no deck
 * holds as typed), after `cursor` in `sort` order.
 */
export async function searchDecks(
  db: Db,
  callerId: string,
  query: Pick<DeckSearchQuery, "q" | "sort" | "scope">,
  cursor: SearchCursor | undefined,
  limit: number,
): Promise<DeckSearchHit[]> {
  const words = searchWords(query.q);
  const searched = and(visibleTo(callerId), query.scope === "others" ? ne(decks.userId, callerId) : undefined);
  const matches = matchesWord(await mistypedWords(db, words, searched));
  const order = orderFor(query.sort, cursor, await isRare(db, words, matches));
  const conditions = [searched, ...words.map(matches), order.after];
  return db
    .select({
      ...deckColumns,
      sortTitle: decks.sortTitle,
      likeCount: decks.likeCount,
      cardCount: sql<number>`(SELECT count(*) FROM ${cards} WHERE ${cards.deckId} = ${decks.id})`.mapWith(Number),
    })
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .where(and(...conditions))
    .orderBy(...order.by)
    .limit(limit);
}

import type { DeckSearchQuery } from "@quizdeck/shared/deck-search";
import { searchWords } from "@quizdeck/shared/deck-search";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { cards, decks, users } from "../../db/schema";
import type { DeckRow } from "../decks/deck-record";
import { deckColumns, visibleTo } from "../decks/repository";
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

/** Each order is a keyset over an index: the cursor's row comparison walks it from where the last page ended. */
function orderFor(sort: DeckSearchQuery["sort"], cursor: SearchCursor | undefined): { after?: SQL; by: SQL[] } {
  switch (sort) {
    case "az":
      return {
        after: cursor && sql`(${decks.sortTitle}, ${decks.id}) > (${cursor.key}, ${cursor.id})`,
        by: [asc(decks.sortTitle), asc(decks.id)],
      };
    case "za":
      return {
        after: cursor && sql`(${decks.sortTitle}, ${decks.id}) < (${cursor.key}, ${cursor.id})`,
        by: [desc(decks.sortTitle), desc(decks.id)],
      };
    case "newest":
      return { after: cursor && sql`${decks.id} < ${cursor.id}`, by: [desc(decks.id)] };
    case "liked":
      return {
        after: cursor && sql`(${decks.likeCount}, ${decks.id}) < (${cursor.key}, ${cursor.id})`,
        by: [desc(decks.likeCount), desc(decks.id)],
      };
  }
}

/** Up to `limit` decks `callerId` may see, matching every word of `q`, after `cursor` in `sort` order. */
export function searchDecks(
  db: Db,
  callerId: string,
  query: Pick<DeckSearchQuery, "q" | "sort" | "scope">,
  cursor: SearchCursor | undefined,
  limit: number,
): Promise<DeckSearchHit[]> {
  const order = orderFor(query.sort, cursor);
  const conditions = [
    visibleTo(callerId),
    query.scope === "others" ? ne(decks.userId, callerId) : undefined,
    ...searchWords(query.q).map(holds),
    order.after,
  ];
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

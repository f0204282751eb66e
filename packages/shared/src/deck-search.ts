import { z } from "zod";
import type { DeckRecord } from "./records";
import { withoutControlCharacters } from "./text";

/**
 * Issue 13 item 6: Find Decks among any number of decks. `GET /api/decks/search` answers one page of the decks the
 * caller may see, whose title or author name holds every word of `q` (ignoring case and accents), in one of
 * these orders. The original bare-array lists stay as they are for the original client (docs/product.md §11).
 */
export const DECK_SEARCH_SORTS = ["az", "za", "newest", "liked"] as const;
export type DeckSearchSort = (typeof DECK_SEARCH_SORTS)[number];

export const DECK_SEARCH_PAGE_SIZE = 20;
export const DECK_SEARCH_QUERY_MAX_LENGTH = 100;

export const deckSearchQuery = z.object({
  q: withoutControlCharacters(
    z
      .string({ error: "must be text" })
      .max(DECK_SEARCH_QUERY_MAX_LENGTH, { error: `Search at most ${DECK_SEARCH_QUERY_MAX_LENGTH} characters` }),
    "Search",
  ).default(""),
  sort: z.enum(DECK_SEARCH_SORTS, { error: `must be one of ${DECK_SEARCH_SORTS.join(", ")}` }).default("az"),
  /** `others` leaves out the caller's own decks (the web's Find Decks); `all` is every deck they may see. */
  scope: z.enum(["all", "others"], { error: "must be all or others" }).default("all"),
  /** The `next_cursor` of the page before; absent for the first page. */
  cursor: z.string({ error: "must be text" }).max(400, { error: "is not valid" }).optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(50, { error: "must be at most 50" })
    .default(DECK_SEARCH_PAGE_SIZE),
});
export type DeckSearchQuery = z.infer<typeof deckSearchQuery>;

export interface DeckSearchRow extends DeckRecord {
  card_count: number;
  like_count: number;
}

export interface DeckSearchPage {
  decks: DeckSearchRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** Each whitespace-separated word must appear in the title or the author's name. */
export const searchWords = (q: string): string[] => q.trim().split(/\s+/).filter(Boolean).slice(0, 8);

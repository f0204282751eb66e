import { type DeckSearchPage, type DeckSearchQuery, deckSearchQuery } from "@quizdeck/shared/deck-search";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import type { Db } from "../../db/connect";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { sendDeckListing, toDeckRecord } from "../decks";
import { searchDecks } from "./repository";
import { decodeCursor, encodeCursor, type SearchCursor } from "./search-cursor";

/** Issue 13 item 6: one page of Find Decks, the same for every reader who owns no deck (decision 019). */
export function registerDeckSearchRoutes(app: FastifyInstance, deps: Deps): void {
  app.get("/api/decks/search", async (request, reply) => {
    const query = parse(deckSearchQuery, request.query);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor);
    return sendDeckListing(reply, deps, currentUserId(request), `search?${JSON.stringify(query)}`, (viewerId) =>
      searchPage(deps.db, viewerId, query, cursor),
    );
  });
}

async function searchPage(
  db: Db,
  viewerId: string,
  query: DeckSearchQuery,
  cursor: SearchCursor | undefined,
): Promise<DeckSearchPage> {
  // One row past the page tells whether another follows.
  const hits = await searchDecks(db, viewerId, query, cursor, query.limit + 1);
  const page = hits.slice(0, query.limit);
  const last = page.at(-1);
  const lastKey = query.sort === "liked" ? last?.likeCount : query.sort === "newest" ? null : last?.sortTitle;
  return {
    decks: page.map((hit) => ({ ...toDeckRecord(hit), card_count: hit.cardCount, like_count: hit.likeCount })),
    next_cursor:
      hits.length > query.limit && last ? encodeCursor(query.sort, { key: lastKey ?? null, id: last.id }) : null,
  };
}

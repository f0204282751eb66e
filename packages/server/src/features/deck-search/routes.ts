import { type DeckSearchPage, deckSearchQuery } from "@quizdeck/shared/deck-search";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { currentUserId } from "../../http/session";
import { toDeckRecord } from "../decks";
import { searchDecks } from "./repository";
import { decodeCursor, encodeCursor } from "./search-cursor";

/** Issue 13 item 6: one page of Find Decks. Reads one row past the page to know whether another follows. */
export function registerDeckSearchRoutes(app: FastifyInstance, { db }: Deps): void {
  app.get("/api/decks/search", async (request): Promise<DeckSearchPage> => {
    const query = parse(deckSearchQuery, request.query);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor);
    const hits = await searchDecks(db, currentUserId(request), query, cursor, query.limit + 1);
    const page = hits.slice(0, query.limit);
    const last = page.at(-1);
    const lastKey = query.sort === "liked" ? last?.likeCount : query.sort === "newest" ? null : last?.sortTitle;
    return {
      decks: page.map((hit) => ({ ...toDeckRecord(hit), card_count: hit.cardCount, like_count: hit.likeCount })),
      next_cursor:
        hits.length > query.limit && last ? encodeCursor(query.sort, { key: lastKey ?? null, id: last.id }) : null,
    };
  });
}

import type { DeckSearchPage, DeckSearchQuery, DeckSearchSort } from "@quizdeck/shared/deck-search";
import { type InfiniteData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "./client";
import { deckKeys } from "./decks";

export interface DeckSearch {
  q: string;
  sort: DeckSearchSort;
  /** `others` leaves out the user's own decks; `all` is "Include my decks". */
  scope: DeckSearchQuery["scope"];
}

/** Under `deckKeys.all`, so whatever refreshes the deck lists (a new deck, a rename) refreshes the search too. */
const searchKeys = {
  all: [...deckKeys.all, "search"] as const,
  one: ({ q, sort, scope }: DeckSearch) => [...deckKeys.all, "search", q.trim(), sort, scope] as const,
};

function getSearchPage({ q, sort, scope }: DeckSearch, cursor: string | null, signal: AbortSignal) {
  const params = new URLSearchParams({ q: q.trim(), sort, scope });
  if (cursor) params.set("cursor", cursor);
  return api.get<DeckSearchPage>(`/api/decks/search?${params}`, { signal });
}

/** Issue 13: Find Decks, one page of 20 at a time (everyone else's decks the user may see, and their own if asked). */
export function useDeckSearch(search: DeckSearch) {
  return useInfiniteQuery({
    queryKey: searchKeys.one(search),
    queryFn: ({ pageParam, signal }) => getSearchPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // The rows stay while the next search loads, so typing does not flash an empty list.
    placeholderData: (previous) => previous,
  });
}

/**
 * A like or unlike shown at once in every loaded search page. The pages are not fetched again: under "Most
 * liked" that would move rows under the pointer of someone liking their way down the list.
 */
export function adjustSearchedLikes(queryClient: QueryClient, deckId: number, change: 1 | -1) {
  queryClient.setQueriesData<InfiniteData<DeckSearchPage>>({ queryKey: searchKeys.all }, (data) =>
    withLikeChange(data, deckId, change),
  );
}

/**
 * The searches whose answer is under way as a like is shown (a Load more, a new search while the old rows stay):
 * read before the like, they would land with the deck's old count beside Unlike. The returned function waits for
 * them and shows the like on them too, wherever the deck still has the count it had when the like was pressed.
 */
export function likeOnLandingSearches(queryClient: QueryClient, deckId: number, change: 1 | -1) {
  const landing = queryClient.getQueryCache().findAll({ queryKey: searchKeys.all, fetchStatus: "fetching" });
  const shown = queryClient
    .getQueriesData<InfiniteData<DeckSearchPage>>({ queryKey: searchKeys.all })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.decks) ?? [])
    .find((deck) => deck.deck_id === deckId)?.like_count;
  return async () => {
    if (landing.length === 0 || shown === undefined) return;
    await Promise.allSettled(landing.map((query) => query.promise));
    for (const { queryKey } of landing)
      queryClient.setQueryData<InfiniteData<DeckSearchPage>>(queryKey, (data) =>
        withLikeChange(data, deckId, change, shown),
      );
  };
}

/** The pages with the deck's like count changed by `change` (only where it reads `from`, when given). */
function withLikeChange(
  data: InfiniteData<DeckSearchPage> | undefined,
  deckId: number,
  change: 1 | -1,
  from?: number,
): InfiniteData<DeckSearchPage> | undefined {
  if (!data) return data;
  const changes = (deck: DeckSearchPage["decks"][number]) =>
    deck.deck_id === deckId && (from === undefined || deck.like_count === from);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      decks: page.decks.map((deck) =>
        changes(deck) ? { ...deck, like_count: Math.max(0, deck.like_count + change) } : deck,
      ),
    })),
  };
}

import { DECK_SEARCH_SORTS, type DeckSearchQuery, type DeckSearchSort } from "@quizdeck/shared/deck-search";
import { useSearchParams } from "react-router";
import { isDeckSortOrder } from "./sort-decks";

export type DeckListName = "mine" | "liked" | "find";

/** Each list's name, a message id (Liked Decks, My Decks, Find Decks). */
export const deckListLabels: Record<DeckListName, string> = {
  liked: "deckList.liked",
  mine: "deckList.mine",
  find: "deckList.find",
};

/** Each sort order's name, a message id (A-Z, Z-A, Newest, Most liked). */
export const deckSortLabels: Record<DeckSearchSort, string> = {
  az: "deckList.sortAz",
  za: "deckList.sortZa",
  newest: "deckList.sortNewest",
  liked: "deckList.sortLiked",
};

const isDeckSearchSort = (value: string | null): value is DeckSearchSort =>
  (DECK_SEARCH_SORTS as readonly (string | null)[]).includes(value);

const isDeckListName = (value: string | null): value is DeckListName =>
  value === "mine" || value === "liked" || value === "find";

/**
 * The Decks screen's state lives in the address, so a deck link, Back and reload all land where they should:
 * `?deck=` opens one deck; `list` (default My Decks, docs/product.md §2) and `sort` (default A-Z) shape the list; `q` is
 * what Find Decks searches for, and `scope=all` its "Include my decks" (default off, as before issue 29: My Decks
 * lists them already). Newest and Most liked are Find Decks' orders only (issue 13).
 */
export function useDeckSearchParams() {
  const [params, setParams] = useSearchParams();
  const deckText = params.get("deck");
  const deckNumber = deckText === null ? null : Number(deckText);
  const list = params.get("list");
  const sort = params.get("sort");
  const scope: DeckSearchQuery["scope"] = params.get("scope") === "all" ? "all" : "others";
  const listName = isDeckListName(list) ? list : ("mine" as DeckListName);
  const sortOrder: DeckSearchSort =
    listName === "find" ? (isDeckSearchSort(sort) ? sort : "az") : isDeckSortOrder(sort) ? sort : "az";

  const changed = (from: URLSearchParams, changes: Record<string, string | null>) => {
    const next = new URLSearchParams(from);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };
  const withChanges = (changes: Record<string, string | null>) => changed(params, changes);
  // Changes the address as it is when the change lands, read from the browser: a search typed a moment ago must
  // not close the deck opened since, nor drop "Include my decks" ticked since. Both this render's params and the
  // ones React Router hands an updater lag behind the address until the page has redrawn for the last change.
  const change = (changes: Record<string, string | null>, options?: { replace: boolean }) =>
    setParams(changed(new URLSearchParams(window.location.search), changes), options);

  return {
    /** null on the list view; NaN for an id that is not a whole number (shown as a missing deck). */
    deckId: deckNumber === null ? null : Number.isSafeInteger(deckNumber) && deckNumber > 0 ? deckNumber : Number.NaN,
    list: listName,
    sort: sortOrder,
    q: params.get("q") ?? "",
    scope,
    /** The address of one deck, keeping the list and sort to come back to. */
    deckHref: (deckId: number) => `/decks?${withChanges({ deck: String(deckId) })}`,
    listHref: () => `/decks?${withChanges({ deck: null })}`.replace(/\?$/, ""),
    setList: (name: DeckListName) => change({ list: name === "mine" ? null : name }),
    setSort: (order: DeckSearchSort) => change({ sort: order === "az" ? null : order }, { replace: true }),
    setQuery: (q: string) => change({ q: q.trim() ? q : null }, { replace: true }),
    setScope: (scope: DeckSearchQuery["scope"]) => change({ scope: scope === "all" ? "all" : null }, { replace: true }),
  };
}

import { useSearchParams } from "react-router";
import { type DeckSortOrder, isDeckSortOrder } from "./sort-decks";

export type DeckListName = "mine" | "liked" | "find";

export const deckListLabels: Record<DeckListName, string> = {
  liked: "Liked Decks",
  mine: "My Decks",
  find: "Find Decks",
};

const isDeckListName = (value: string | null): value is DeckListName =>
  value === "mine" || value === "liked" || value === "find";

/**
 * The Decks screen's state lives in the address, so a deck link, Back and reload all land where they should:
 * `?deck=` opens one deck; `list` (default My Decks, DESIGN.md) and `sort` (default A-Z) shape the list.
 */
export function useDeckSearchParams() {
  const [params, setParams] = useSearchParams();
  const deckText = params.get("deck");
  const deckNumber = deckText === null ? null : Number(deckText);
  const list = params.get("list");
  const sort = params.get("sort");

  const withChanges = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };

  return {
    /** null on the list view; NaN for an id that is not a whole number (shown as a missing deck). */
    deckId: deckNumber === null ? null : Number.isSafeInteger(deckNumber) && deckNumber > 0 ? deckNumber : Number.NaN,
    list: isDeckListName(list) ? list : ("mine" as DeckListName),
    sort: isDeckSortOrder(sort) ? sort : ("az" as DeckSortOrder),
    /** The address of one deck, keeping the list and sort to come back to. */
    deckHref: (deckId: number) => `/decks?${withChanges({ deck: String(deckId) })}`,
    listHref: () => `/decks?${withChanges({ deck: null })}`.replace(/\?$/, ""),
    setList: (name: DeckListName) => setParams(withChanges({ list: name === "mine" ? null : name })),
    setSort: (order: DeckSortOrder) =>
      setParams(withChanges({ sort: order === "az" ? null : order }), { replace: true }),
  };
}

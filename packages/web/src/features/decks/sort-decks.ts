export type DeckSortOrder = "az" | "za";

export function isDeckSortOrder(value: string | null): value is DeckSortOrder {
  return value === "az" || value === "za";
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** A copy of the decks ordered by title, ignoring case and accents; equal titles keep the older deck first. */
export function sortDecks<T extends { title: string; deck_id: number }>(
  decks: readonly T[],
  order: DeckSortOrder,
): T[] {
  const direction = order === "az" ? 1 : -1;
  return [...decks].sort(
    (left, right) => direction * collator.compare(left.title, right.title) || left.deck_id - right.deck_id,
  );
}

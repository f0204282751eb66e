import type { DeckRecord } from "@quizdeck/shared/records";
import { useQuery } from "@tanstack/react-query";
import { getUserDecks } from "./decks";
import { getLikedDecks } from "./likes";

/** The host's deck choices, apart from api/games.ts so that a player's join screen does not load the deck API. */
export const gameKeys = {
  hostDecks: (userId: string) => ["decks", "host-choices", userId] as const,
};

/** Own decks plus liked ones, each once, sorted by title (docs/product.md §2 Host setup). */
export function hostDeckChoices(own: DeckRecord[], liked: DeckRecord[]): DeckRecord[] {
  const byId = new Map<number, DeckRecord>();
  for (const deck of [...own, ...liked]) if (!byId.has(deck.deck_id)) byId.set(deck.deck_id, deck);
  return [...byId.values()].sort(
    (a, b) => a.Title.localeCompare(b.Title, undefined, { sensitivity: "base" }) || a.deck_id - b.deck_id,
  );
}

/** The decks a host may play. Shares the "decks" key prefix, so changes to decks invalidate it too. */
export function useHostDecks(userId: string) {
  return useQuery({
    queryKey: gameKeys.hostDecks(userId),
    staleTime: 0,
    queryFn: async () => {
      const [own, liked] = await Promise.all([getUserDecks(userId), getLikedDecks(userId)]);
      return hostDeckChoices(own, liked);
    },
  });
}

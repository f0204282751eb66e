import type { DeckRecord } from "@quizdeck/shared/records";
import { useQuery } from "@tanstack/react-query";
import { hasErrorCode } from "./client";
import { getDeck, getUserDecks } from "./decks";
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

/** The host setup's choices, and whether the deck asked for by "Host this deck" turned out not to be hostable. */
export interface HostDeckChoices {
  decks: DeckRecord[];
  requestedUnavailable: boolean;
}

/**
 * The decks a host may play: their own and liked ones, plus the one "Host this deck" asked for (issue 29: any deck
 * the host may see), which is missing for a deck deleted or private to someone else. Shares the "decks" key prefix,
 * so changes to decks invalidate it too.
 */
export function useHostDecks(userId: string, requestedDeckId: number | null) {
  return useQuery({
    queryKey: [...gameKeys.hostDecks(userId), requestedDeckId],
    staleTime: 0,
    queryFn: async (): Promise<HostDeckChoices> => {
      const [own, liked, requested] = await Promise.all([
        getUserDecks(userId),
        getLikedDecks(userId),
        requestedDeckId === null ? null : getDeck(requestedDeckId).catch(missingAsNull),
      ]);
      return {
        decks: hostDeckChoices(requested ? [...own, requested] : own, liked),
        requestedUnavailable: requestedDeckId !== null && requested === null,
      };
    },
  });
}

function missingAsNull(error: unknown): null {
  if (hasErrorCode(error, "not_found") || hasErrorCode(error, "bad_request")) return null;
  throw error;
}

/** Issue 29 "Host this deck": the host setup with this deck already chosen (routes/host-start.tsx reads `?deck=`). */
export function hostDeckPath(deckId: number): string {
  return `/host/start?deck=${deckId}`;
}

import { DEFAULT_DECK_TITLE } from "@quizdeck/shared/constants";
import type { DeckRecord } from "@quizdeck/shared/records";
import { partialMatchKey, type QueryFilters, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { refetchAfterWrite, storeWritten } from "./refetch-after-write";
import { studyKeys } from "./study";

export const deckKeys = {
  all: ["decks"] as const,
  userDecks: (userId: string) => ["decks", "user", userId] as const,
  likedDecks: (userId: string) => ["decks", "liked", userId] as const,
  detail: (deckId: number) => ["decks", "detail", deckId] as const,
};

/**
 * What a change to a deck shows in: every cached list of decks (mine, liked, others; not the single-deck entries),
 * and Due today, which names the decks and counts their cards.
 */
const deckListsAndDue: QueryFilters = {
  predicate: ({ queryKey }) =>
    (partialMatchKey(queryKey, deckKeys.all) && queryKey[1] !== "detail") || partialMatchKey(queryKey, studyKeys.due),
};

export function getUserDecks(userId: string): Promise<DeckRecord[]> {
  return api.get<DeckRecord[]>(apiPath`/api/decks/${userId}/user_decks`);
}

export function getDeck(deckId: number): Promise<DeckRecord> {
  return api.get<DeckRecord>(apiPath`/api/decks/${deckId}`);
}

/** The decks a user made. */
export function useUserDecks(userId: string) {
  return useQuery({ queryKey: deckKeys.userDecks(userId), queryFn: () => getUserDecks(userId) });
}

export function useDeck(deckId: number | null) {
  return useQuery({
    queryKey: deckKeys.detail(deckId ?? 0),
    queryFn: () => getDeck(deckId!),
    enabled: deckId !== null,
  });
}

/** Add Deck: an "Untitled Deck" by the signed-in user, made at once. */
export function useCreateDeck(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** An empty title is the default, "Untitled Deck" (docs/product.md §9). */
    mutationFn: (title: string) =>
      api.post<DeckRecord>("/api/decks", { Title: title || DEFAULT_DECK_TITLE, User_id: userId }),
    onSuccess: async (deck) => {
      await storeWritten(queryClient, deckKeys.detail(deck.deck_id), deck);
      void refetchAfterWrite(queryClient, deckListsAndDue);
    },
  });
}

/** A change to the deck record; the deck's entry is updated and the lists that may hold it are fetched again. */
function useDeckChange<Value>(deckId: number, toBody: (value: Value) => object, everyList = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Value) => api.put<DeckRecord>(apiPath`/api/decks/${deckId}`, toBody(value)),
    onSuccess: async (deck) => {
      await storeWritten(queryClient, deckKeys.detail(deckId), deck);
      // Privacy moves the deck in or out of others' likes and groups too: every list may change.
      if (everyList)
        return refetchAfterWrite(queryClient, {
          predicate: (query) => !partialMatchKey(query.queryKey, deckKeys.detail(deckId)),
        });
      return refetchAfterWrite(queryClient, deckListsAndDue);
    },
  });
}

export const useRenameDeck = (deckId: number) => useDeckChange(deckId, (title: string) => ({ Title: title }));

/** Issue 13: the author makes the deck private or public. */
export const useSetDeckPrivacy = (deckId: number) =>
  useDeckChange(deckId, (isPrivate: boolean) => ({ private: isPrivate }), true);

export function useDeleteDeck(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deck_id: number; deleted: true }>(apiPath`/api/decks/${deckId}`),
    onSuccess: () => {
      // Not awaited, and the open deck's own entry is dropped rather than refetched (it would answer 404):
      // the screen leaves the deck as soon as this returns.
      queryClient.removeQueries({ queryKey: deckKeys.detail(deckId) });
      void refetchAfterWrite(queryClient, deckListsAndDue);
    },
  });
}

/** Where the deck manager opens one deck (the /decks screen reads `?deck=`). */
export function deckPath(deckId: number): string {
  return `/decks?deck=${deckId}`;
}

/** Issue 29 "Copy to my decks": a private copy of someone else's public deck, with every card, made by the server. */
export function useCopyDeck(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeckRecord>(apiPath`/api/decks/${deckId}/copy`),
    onSuccess: async (copy) => {
      await storeWritten(queryClient, deckKeys.detail(copy.deck_id), copy);
      void refetchAfterWrite(queryClient, deckListsAndDue);
    },
  });
}

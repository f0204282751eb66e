import type { DeckRecord } from "@quizdeck/shared/records";
import { useQuery } from "@tanstack/react-query";
import { api, apiPath } from "./client";

export const deckKeys = {
  all: ["decks"] as const,
  userDecks: (userId: string) => ["decks", "user", userId] as const,
};

export function getUserDecks(userId: string): Promise<DeckRecord[]> {
  return api.get<DeckRecord[]>(apiPath`/api/decks/${userId}/user_decks`);
}

/** The decks a user made. */
export function useUserDecks(userId: string) {
  return useQuery({ queryKey: deckKeys.userDecks(userId), queryFn: () => getUserDecks(userId) });
}

/** Where the deck manager opens one deck (the /decks screen reads `?deck=`). */
export function deckPath(deckId: number): string {
  return `/decks?deck=${deckId}`;
}

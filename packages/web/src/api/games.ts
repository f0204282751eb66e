import type { DeckRecord, GameRecord } from "@quizdeck/shared/records";
import { useQuery } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { getUserDecks } from "./decks";
import { getLikedDecks } from "./likes";

export const gameKeys = {
  hostDecks: (userId: string) => ["decks", "host-choices", userId] as const,
};

/** POST /api/games/: a new game hosted by the caller (its previous open game ends). */
export async function createGame(hostId: string): Promise<GameRecord> {
  const reply = await api.post<{ data: GameRecord[] }>("/api/games/", { Host_id: hostId });
  const game = reply.data[0];
  if (!game) throw new Error("The server did not return the new game");
  return game;
}

/** GET /api/games/{userId}/host: the caller's open game, or null. */
export function getHostedGame(userId: string): Promise<GameRecord | null> {
  return api.get<GameRecord | null>(apiPath`/api/games/${userId}/host`);
}

/** GET /api/games/{joinCode}/join: 404 for an unknown code, 410 for a finished game (ApiError with the text). */
export function findGameByCode(joinCode: string): Promise<GameRecord> {
  return api.get<GameRecord>(apiPath`/api/games/${joinCode}/join`);
}

/** Own decks plus liked ones, each once, sorted by title (SPEC.md §2 Host setup). */
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

import type { JoinLookup } from "@quizdeck/shared/games";
import type { GuestRecord } from "@quizdeck/shared/guests";
import type { GameRecord } from "@quizdeck/shared/records";
import { api, apiPath } from "./client";

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

/**
 * GET /api/games/{joinCode}/join, signed in or out: 404 for an unknown code, 410 for a finished game (ApiError with
 * the text).
 */
export function findGameByCode(joinCode: string): Promise<JoinLookup> {
  return api.get<JoinLookup>(apiPath`/api/games/${joinCode}/join`);
}

/** POST /api/games/{gameId}/guests (issue 12): a guest session for this game; the server sets its cookie. */
export async function joinAsGuest(gameId: string, nickname: string): Promise<GuestRecord> {
  const reply = await api.post<{ data: GuestRecord }>(apiPath`/api/games/${gameId}/guests`, { nickname });
  return reply.data;
}

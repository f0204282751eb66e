import type { JoinLookup } from "@quizdeck/shared/games";
import type { GuestRecord } from "@quizdeck/shared/guests";
import { api, apiPath } from "./client";

// The player's calls; the host's are in host-games.ts, so the join page's download carries only these.

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

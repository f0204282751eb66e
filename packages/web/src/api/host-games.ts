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

import { z } from "zod";
import { userId } from "./ids";

/** A missing Host_id means the caller. */
export const createGameBody = z.object({ Host_id: userId.optional() });
export type CreateGameBody = z.infer<typeof createGameBody>;

/** Game ids are random and opaque (issue 9: a consecutive id could be guessed and joined without the code). */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const gameIdSchema = z
  .string({ error: "Game_id must be a game id" })
  .regex(GAME_ID_PATTERN, { error: "Game_id must be a game id" });

export const gameIdParams = z.object({ gameId: gameIdSchema });
export const joinCodeParams = z.object({ joinCode: z.string() });

/** The join look-up's answer (`GET /api/games/{joinCode}/join`), reachable signed out. */
export interface JoinLookup {
  Game_id: string;
  Host_id: string;
  Join_Code: string;
  /** Whether a signed-out visitor may join with a nickname. */
  Guests_allowed: boolean;
}

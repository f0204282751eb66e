/**
 * Issue 12: a signed-out visitor joins a live game as a guest: the code, then a nickname, then the lobby.
 * The decisions of that path, kept apart from the screen so they can be tested.
 */
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import type { JoinLookup } from "@quizdeck/shared/games";
import { isJoinCode, normalizeJoinCode } from "@quizdeck/shared/join-code";

export { nicknameProblem, normalizedNickname } from "@quizdeck/shared/nickname";

/** The join screen's steps before the lobby. */
export type JoinStep = "code" | "nickname" | "signed_in_only";

/** After the look-up: signed-in users go straight to the lobby; a guest needs a game open to guests. */
export function stepAfterLookup(game: Pick<JoinLookup, "Guests_allowed">, signedIn: boolean): JoinStep | "lobby" {
  if (signedIn) return "lobby";
  return game.Guests_allowed ? "nickname" : "signed_in_only";
}

/** Refusals another nickname, or another try in a moment, may get past (a server in trouble too). */
const nicknameRefusals: ReadonlySet<ErrorCode | undefined> = new Set([
  "nickname_taken",
  "removed",
  "bad_request",
  "rate_limited",
  "internal",
]);

/**
 * Where a refused guest join shows its message: another nickname may get in when the name is taken (or was
 * removed from the game); a game for signed-in players says so; a full, locked or ended game needs another code.
 */
export function stepForRefusal(code: ErrorCode | undefined): JoinStep {
  if (code === "signed_in_only" || code === "forbidden") return "signed_in_only";
  return nicknameRefusals.has(code) ? "nickname" : "code";
}

/** The code of a /join/{code} link, or null (/join, /join/lobby, a game's /join/{Game_id}). */
export function joinCodeInPath(pathname: string): string | null {
  const segment = pathname.match(/^\/join\/([^/]+)$/)?.[1];
  if (segment === undefined) return null;
  try {
    const code = normalizeJoinCode(decodeURIComponent(segment));
    return isJoinCode(code) ? code : null;
  } catch {
    return null;
  }
}

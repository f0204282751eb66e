/**
 * Issue 12: a signed-out visitor joins a live game as a guest: the code, then a nickname, then the lobby.
 * The decisions of that path, kept apart from the screen so they can be tested.
 */
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import type { JoinLookup } from "@quizdeck/shared/games";
import { nicknameSchema } from "@quizdeck/shared/guests";

/** The join screen's steps before the lobby. */
export type JoinStep = "code" | "nickname" | "signed_in_only";

/** After the look-up: signed-in users go straight to the lobby; a guest needs a game open to guests. */
export function stepAfterLookup(game: Pick<JoinLookup, "Guests_allowed">, signedIn: boolean): JoinStep | "lobby" {
  if (signedIn) return "lobby";
  return game.Guests_allowed ? "nickname" : "signed_in_only";
}

/** The nickname rules the client can check before sending (the word list is the server's); null when fine. */
export function nicknameProblem(input: string): string | null {
  const parsed = nicknameSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The nickname as the server will store it: normalised and trimmed. */
export function normalizedNickname(input: string): string {
  const parsed = nicknameSchema.safeParse(input);
  return parsed.success ? parsed.data : input.trim();
}

/**
 * Where a refused guest join shows its message: another nickname may get in when the name is taken (or was
 * removed from the game); a full or signed-in-only game needs another code.
 */
export function stepForRefusal(code: ErrorCode | undefined): JoinStep {
  return code === "nickname_taken" || code === "removed" ? "nickname" : "code";
}

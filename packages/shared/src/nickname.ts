import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from "./constants";
import { hasControlCharacter, hasInvisibleCharacter, normaliseName } from "./text";

/**
 * Issue 12's nickname rules without zod, so that the join screen checks a nickname without downloading a
 * schema library (issue 17); `nicknameSchema` applies the same function on the server. The profanity check is
 * the server's (its word list stays out of the web bundle). Null when the nickname is fine.
 */
/** Kept here, not in messages.ts, so the join page does without the server's other texts (issue 33's budget). */
export const nicknameMessages = {
  nicknameEmpty: "Please enter a nickname",
  nicknameLength: "Nickname must be 2 to 20 characters",
} as const;

export function nicknameProblem(input: string): string | null {
  const name = normaliseName(input);
  if (hasControlCharacter(name)) return "Nickname must not contain control characters";
  if (hasInvisibleCharacter(name)) return "Nickname must not contain invisible or direction-changing characters";
  if (name.length === 0) return nicknameMessages.nicknameEmpty;
  if (name.length < NICKNAME_MIN_LENGTH || name.length > NICKNAME_MAX_LENGTH) return nicknameMessages.nicknameLength;
  return null;
}

/** The nickname as the server stores it: NFC, trimmed of blanks and invisible characters. */
export const normalizedNickname = normaliseName;

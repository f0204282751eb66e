import { createHash } from "node:crypto";

/**
 * What the database (and the live game's per-session room) knows a session by, an account's or a guest's: never
 * the token itself.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The longest cookie token worth hashing: ours are 43 characters; anything much longer is made up. */
const MAX_TOKEN_LENGTH = 100;

/** The hash of a session or guest cookie's token, or null when there is none or it cannot be one of ours. */
export function cookieTokenHash(token: string | undefined): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH ? hashToken(token) : null;
}

import { createHash } from "node:crypto";

/**
 * What the database (and the live game's per-session room) knows a session by, an account's or a guest's: never
 * the token itself.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

import { z } from "zod";
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from "./constants";
import { messages } from "./messages";
import { asName } from "./text";

/**
 * Issue 12: a guest's nickname, normalised like a username (NFC, trimmed, no invisible or bidi-override
 * characters). The profanity check is the server's (its word list stays out of the web bundle).
 */
export const nicknameSchema = asName(z.string({ error: messages.nicknameEmpty }), "Nickname")
  .min(1, { error: messages.nicknameEmpty })
  .min(NICKNAME_MIN_LENGTH, { error: messages.nicknameLength })
  .max(NICKNAME_MAX_LENGTH, { error: messages.nicknameLength });

/** `POST /api/games/{gameId}/guests`. */
export const guestJoinBody = z.object({ nickname: nicknameSchema });
export type GuestJoinBody = z.infer<typeof guestJoinBody>;

/** The answer to `POST /api/games/{gameId}/guests` (201); the guest cookie comes with it. */
export interface GuestRecord {
  User_id: string;
  Username: string;
  Game_id: string;
}

/** Case-insensitive comparison key of a nickname within one game. */
export const nicknameKey = (nickname: string): string => nickname.normalize("NFC").toLocaleLowerCase("en");

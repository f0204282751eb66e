import { z } from "zod";
import { messages } from "./messages";
import { nicknameProblem } from "./nickname";
import { normaliseName } from "./text";

/** Issue 12: a guest's nickname, checked by `nicknameProblem` (shared with the join screen) and stored normalised. */
export const nicknameSchema = z
  .string({ error: messages.nicknameEmpty })
  .overwrite(normaliseName)
  .superRefine((name, context) => {
    const problem = nicknameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** `POST /api/games/{gameId}/guests`. */
export const guestJoinBody = z.object({ nickname: nicknameSchema });

/** The answer to `POST /api/games/{gameId}/guests` (201); the guest cookie comes with it. */
export interface GuestRecord {
  User_id: string;
  Username: string;
  Game_id: string;
}

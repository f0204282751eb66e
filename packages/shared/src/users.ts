import { z } from "zod";
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "./constants";
import { userId } from "./ids";
import { languageCodes } from "./languages";
import { messages } from "./messages";
import { asName } from "./text";

/** docs/product.md §5 on a normalised name (text.ts): empty and too-short have their own messages. */
export const usernameSchema = asName(z.string({ error: messages.usernameEmpty }), "Username")
  .min(1, { error: messages.usernameEmpty })
  .min(USERNAME_MIN_LENGTH, { error: messages.usernameTooShort })
  .max(USERNAME_MAX_LENGTH, { error: messages.usernameTooLong });

/** The `:userId` of every route that names a user in its path (decks, likes, games, memberships). */
export const userIdParams = z.object({ userId });

export const usernameBody = z.object({ Username: usernameSchema });

/** Issue 33: the account's language, applied on every device it signs in on. */
export const languageBody = z.object({ language: z.enum(languageCodes, { error: "Unknown language" }) });

export const privacyBody = z.object({
  privacy: z.boolean({ error: "Privacy must be true or false" }),
});

export const userListBody = z.object({
  User_Ids: z.array(userId, { error: "User_Ids must be a list of user ids" }).max(1000, {
    error: "At most 1000 users can be listed at once",
  }),
});

/** Fields a client may never write (docs/product.md §10.1). */
export const statFields = ["Wins", "Total_Score", "Games_Played", "Highest_Score", "Highest_Score_id"] as const;

/** Partial: an absent key is left as it is; `null` is not "absent" but a 400, with nothing written. */
export const updateUserBody = z.object({
  Username: usernameSchema.optional(),
  Private: z.boolean({ error: "Private must be true or false" }).optional(),
});

/** Answer to a PUT /api/users/{id} that carries any of `statFields` (403, nothing written). */
export const statsReadOnlyMessage = "Stats are recorded by the server and cannot be changed";

/** True when a request body carries any stat field, whatever its value. */
export function hasStatField(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return statFields.some((field) => Object.hasOwn(body, field));
}

import { z } from "zod";
import { DEFAULT_DECK_TITLE, TITLE_MAX_LENGTH } from "./constants";
import { numericId, userId } from "./ids";
import { asName } from "./text";

/** A deck title: a normalised name (text.ts), at most 100 characters; blank becomes "Untitled Deck" (docs/product.md §9). */
export const deckTitleSchema = asName(z.string({ error: "Title must be text" }), "Title")
  .max(TITLE_MAX_LENGTH, { error: `Title must be at most ${TITLE_MAX_LENGTH} characters` })
  .transform((title) => title || DEFAULT_DECK_TITLE);

const privacy = z.boolean({ error: "private must be true or false" });

export const createDeckBody = z.object({
  // null is read as "not given", like a missing key.
  Title: deckTitleSchema.nullish().transform((title) => title ?? DEFAULT_DECK_TITLE),
  User_id: userId.nullish(),
  private: privacy.optional(),
});
export type CreateDeckBody = z.infer<typeof createDeckBody>;

/**
 * Partial: only the keys present change. `Title: null` is a 400 (rule 5 of issue 9: bad input never erases);
 * `Group_id: null` takes the deck out of its group.
 */
export const updateDeckBody = z.object({
  Title: deckTitleSchema.optional(),
  Group_id: numericId.nullable().optional(),
  /** Issue 13: the author makes the deck private (true) or public again. */
  private: privacy.optional(),
});
export type UpdateDeckBody = z.infer<typeof updateDeckBody>;

export const deckIdParams = z.object({ deck_id: numericId });
/** `GET /api/decks/?group_id=N`: only that group's decks (without it, every deck, as docs/api.md "Decks" says). */
export const deckListQuery = z.object({ group_id: numericId.optional() });

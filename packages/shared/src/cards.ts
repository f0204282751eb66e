import { z } from "zod";
import { CARD_TEXT_MAX_LENGTH } from "./constants";
import { numericId } from "./ids";

export const cardTextFields = ["Question", "Answer", "Incorrect1", "Incorrect2", "Incorrect3"] as const;
export type CardTextField = (typeof cardTextFields)[number];

/** Kept as typed (not trimmed); null means blank. */
const cardText = (field: CardTextField) =>
  z
    .string({ error: `${field} must be text` })
    .max(CARD_TEXT_MAX_LENGTH, { error: `${field} must be at most ${CARD_TEXT_MAX_LENGTH} characters` })
    .nullable()
    .transform((text) => text ?? "");

/**
 * The card texts, each optional. Creating, a missing text is "" (a blank card); updating, a missing text is
 * left as it is. Card_id, Deck_id and image in a whole record sent back are ignored: the deck comes from the
 * path and a card never moves deck.
 */
export const cardBody = z.object({
  Question: cardText("Question").optional(),
  Answer: cardText("Answer").optional(),
  Incorrect1: cardText("Incorrect1").optional(),
  Incorrect2: cardText("Incorrect2").optional(),
  Incorrect3: cardText("Incorrect3").optional(),
});
export type CardBody = z.infer<typeof cardBody>;

export const cardIdParams = z.object({ card_id: numericId });

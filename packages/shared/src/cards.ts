import { z } from "zod";
import { cardPoints, cardTypes } from "./card-types";
import { CARD_IMAGE_ALT_MAX_LENGTH, CARD_TEXT_MAX_LENGTH, TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "./constants";
import { numericId } from "./ids";
import { withoutControlCharacters } from "./text";

export const cardTextFields = ["Question", "Answer", "Incorrect1", "Incorrect2", "Incorrect3"] as const;
export type CardTextField = (typeof cardTextFields)[number];

/** Kept as typed (not trimmed); several lines and tabs are fine, other control characters are not. */
const cardText = (field: CardTextField) =>
  withoutControlCharacters(
    z
      .string({ error: `${field} must be text` })
      .max(CARD_TEXT_MAX_LENGTH, { error: `${field} must be at most ${CARD_TEXT_MAX_LENGTH} characters` }),
    field,
    true,
  );

/**
 * Issue 29 point 6: the description of the card's image, one line; null or "" is none (the question is read
 * instead). Optional on create and update alike: a card without one, or a client that does not know it, is as before.
 */
const imageAlt = withoutControlCharacters(
  z
    .string({ error: "Image_alt must be text" })
    .max(CARD_IMAGE_ALT_MAX_LENGTH, { error: `Image_alt must be at most ${CARD_IMAGE_ALT_MAX_LENGTH} characters` }),
  "Image_alt",
)
  .nullable()
  .transform((text) => text ?? "")
  .optional();

/** Issue 30: the fields of the other question types, all optional (a card without them is multiple choice). */
const typeFields = {
  Type: z.enum(cardTypes, { error: `Type must be one of ${cardTypes.join(", ")}` }).optional(),
  Choices: z
    .array(
      withoutControlCharacters(
        z
          .string({ error: "Choices must be texts" })
          .max(CARD_TEXT_MAX_LENGTH, { error: `A choice must be at most ${CARD_TEXT_MAX_LENGTH} characters` })
          .refine((text) => text.trim() !== "", { error: "A choice must not be blank" }),
        "Choices",
        true,
      ),
      { error: "Choices must be a list of texts" },
    )
    .max(9, { error: "Choices can hold at most 9 texts" })
    .optional(),
  Correct: z
    .array(z.number().int().min(0).max(8), { error: "Correct must be a list of choice numbers (0 is the first)" })
    .max(9, { error: "Correct can hold at most 9 choice numbers" })
    .optional(),
  /** Seconds for this question instead of the game's timer; null is the game's. */
  Time_limit: z
    .number({ error: `Time_limit must be a number of seconds or null` })
    .int({ error: "Time_limit must be whole seconds" })
    .min(TIMER_MIN_SECONDS, { error: `Time_limit must be ${TIMER_MIN_SECONDS} to ${TIMER_MAX_SECONDS} seconds` })
    .max(TIMER_MAX_SECONDS, { error: `Time_limit must be ${TIMER_MIN_SECONDS} to ${TIMER_MAX_SECONDS} seconds` })
    .nullable()
    .optional(),
  Points: z.enum(cardPoints, { error: `Points must be one of ${cardPoints.join(", ")}` }).optional(),
};

const cardTexts = <Text extends z.ZodType>(text: (field: CardTextField) => Text) =>
  z.object({
    Question: text("Question"),
    Answer: text("Answer"),
    Incorrect1: text("Incorrect1"),
    Incorrect2: text("Incorrect2"),
    Incorrect3: text("Incorrect3"),
    Image_alt: imageAlt,
    ...typeFields,
  });

/**
 * Card_id, Deck_id and image in a whole record sent back are ignored: the deck comes from the path and a card
 * never moves deck. Creating, a missing or null text is "" (the original client posts blank cards, docs/product.md §11).
 */
export const createCardBody = cardTexts((field) =>
  cardText(field)
    .nullable()
    .transform((text) => text ?? "")
    .optional(),
);

/** Updating, a missing text is left as it is; null (or anything but text) is a 400 and nothing is written. */
export const updateCardBody = cardTexts((field) => cardText(field).optional());

export type CardBody = z.infer<typeof updateCardBody>;

export const cardIdParams = z.object({ card_id: numericId });

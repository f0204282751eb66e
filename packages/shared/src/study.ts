import { z } from "zod";
import type { CardType } from "./card-types";
import { numericId } from "./ids";
import { TYPED_ANSWER_MAX_LENGTH } from "./typed-answer";

/**
 * Issue 14: study mode. Every card a user studies, or missed in a live game, has an FSRS schedule of its own
 * (server-side, ts-fsrs); these are the REST shapes (docs/api.md "Study").
 */

/** FSRS grades: what the user says (flashcards) or what their choice means (multiple choice: Good or Again). */
export const STUDY_RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type StudyRating = (typeof STUDY_RATINGS)[keyof typeof STUDY_RATINGS];

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
/** Cards in one queue answer; a session asks again when it has gone through them. */
export const STUDY_QUEUE_MAX = 100;
/** `due_count` counts up to this many ("1,000+" to a user): counting 25,000 due cards on every answer would not pay. */
export const STUDY_DUE_COUNT_CAP = 1000;

/** Issue 30: every type but the poll (no right answer) is studied. */
export type StudiedCardType = Exclude<CardType, "poll">;

/**
 * One card to study. Issue 30: `type` says how it is answered; `choices` per type — multiple choice its right answer
 * and its one to three wrong ones, true or false ["True", "False"], select all its choices, put in order its items,
 * all shuffled; type the answer none. `answer` is the right answer of the types whose answer is one of `choices`
 * (multiple choice, true or false); for the types the server judges (type the answer, select all, put in order) it
 * is null: it comes with the review's reply, or for a flashcard from `GET /api/study/answers/{card_id}`.
 */
export interface StudyCard {
  card_id: number;
  deck_id: number;
  type: StudiedCardType;
  question: string;
  answer: string | null;
  choices: string[];
  image: string | null;
  /** Issue 29 point 6: the image's description, "" when none. */
  image_alt: string;
  /** "new": never reviewed; "due": scheduled for now or earlier. */
  kind: "new" | "due";
}

/**
 * `GET /api/study/queue?deck_id=N`: that deck's due cards (earliest first), then new cards up to what is left
 * of today's new-card limit. Without `deck_id`: every due card of every deck the user may read, no new ones.
 */
export interface StudyQueue {
  deck: { deck_id: number; title: string } | null;
  cards: StudyCard[];
  /** Due now in this queue's scope (may be more than `cards` holds), at most STUDY_DUE_COUNT_CAP. */
  due_count: number;
  /** New cards the limit still allows today, in this deck (0 without a deck). */
  new_count: number;
  /** When the next card of this scope falls due after the ones in `cards` (ISO 8601), null if none. */
  next_due: string | null;
}

export const studyQueueQuery = z.object({ deck_id: numericId.optional() });

const choiceText = z.string({ error: "must be text" }).max(1000, { error: "is too long" });

/**
 * `POST /api/study/reviews`: one review, one transaction. Flashcards send the user's `rating` (any type); the server
 * rates the rest, right = Good, wrong = Again: `choice` the answer picked (multiple choice, true or false),
 * `choices` the ones selected (select all: right only as the exact set) or the items in the user's order (put in
 * order: right only in the exact order), `text` what was typed (type the answer).
 */
export const studyReviewBody = z
  .object({
    card_id: numericId,
    rating: z
      .number({ error: "must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)" })
      .int({ error: "must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)" })
      .min(1, { error: "must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)" })
      .max(4, { error: "must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)" })
      .optional(),
    choice: choiceText.optional(),
    choices: z.array(choiceText, { error: "must be a list of texts" }).max(6, { error: "has at most 6" }).optional(),
    text: z
      .string({ error: "must be text" })
      .max(TYPED_ANSWER_MAX_LENGTH, { error: `is at most ${TYPED_ANSWER_MAX_LENGTH} characters` })
      .optional(),
  })
  .refine((body) => [body.rating, body.choice, body.choices, body.text].filter((x) => x !== undefined).length === 1, {
    error: "Send one of rating, choice, choices or text",
  });
export type StudyReviewBody = z.infer<typeof studyReviewBody>;

/** A card's right answer as study mode shows it (a review's reply, a flashcard's back). */
export interface StudyAnswer {
  card_id: number;
  /** The right answer; select all: the right choices joined with ", "; put in order: the items joined with " → ". */
  answer: string;
  /** Select all: the right choices; put in order: the items in the right order; other types null. */
  right_choices: string[] | null;
}

export interface StudyReviewResult extends StudyAnswer {
  rating: StudyRating;
  /** Whether the answer was right; null for a flashcard's rating. */
  correct: boolean | null;
  /** The card's next due time (ISO 8601). */
  due: string;
}

export const studyAnswerParams = z.object({ card_id: numericId });

/** `GET /api/study/due`: the dashboard's "Due today" — due now or later today (server's UTC day), per deck. */
export interface StudyDueToday {
  decks: { deck_id: number; title: string; due: number }[];
  total: number;
}

/** `GET /api/study/settings`, `PUT /api/study/settings` (partial). */
export interface StudySettings {
  desired_retention: number;
  new_cards_per_day: number;
}

export const studySettingsBody = z.object({
  desired_retention: z
    .number({ error: "must be a number" })
    .min(0.7, { error: "must be between 0.7 and 0.99" })
    .max(0.99, { error: "must be between 0.7 and 0.99" })
    .optional(),
  new_cards_per_day: z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be between 0 and 500" })
    .max(500, { error: "must be between 0 and 500" })
    .optional(),
});

/** `GET /api/study/learned/{userId}`: the profile's "Cards learned" (cards in FSRS review state). */
export interface StudyLearned {
  cards_learned: number;
}

import { z } from "zod";
import { numericId } from "./ids";

/**
 * Issue 14: study mode. Every card a user studies, or missed in a live game, has an FSRS schedule of its own
 * (server-side, ts-fsrs); these are the REST shapes (docs/api.md "Study").
 */

/** FSRS grades: what the user says (flashcards) or what their choice means (multiple choice: Good or Again). */
export const STUDY_RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type StudyRating = (typeof STUDY_RATINGS)[keyof typeof STUDY_RATINGS];
export const studyRatingLabels: Record<StudyRating, string> = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" };

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
/** Cards in one queue answer; a session asks again when it has gone through them. */
export const STUDY_QUEUE_MAX = 100;
/** `due_count` counts up to this many ("1,000+" to a user): counting 25,000 due cards on every answer would not pay. */
export const STUDY_DUE_COUNT_CAP = 1000;

/** One card to study: its question, its right answer (flashcards) and the four answers shuffled (multiple choice). */
export interface StudyCard {
  card_id: number;
  deck_id: number;
  question: string;
  answer: string;
  /** The right answer and the three incorrect ones, in random order. */
  choices: [string, string, string, string];
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

/**
 * `POST /api/study/reviews`: one review, one transaction. Flashcards send the user's `rating`; multiple choice
 * sends the `choice` they picked, and the server rates it (right = Good, wrong = Again).
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
    choice: z.string({ error: "must be text" }).max(1000, { error: "is too long" }).optional(),
  })
  .refine((body) => (body.rating === undefined) !== (body.choice === undefined), {
    error: "Send either a rating or a choice",
  });
export type StudyReviewBody = z.infer<typeof studyReviewBody>;

export interface StudyReviewResult {
  card_id: number;
  rating: StudyRating;
  /** Multiple choice only: whether the choice was the right answer. */
  correct: boolean | null;
  answer: string;
  /** The card's next due time (ISO 8601). */
  due: string;
}

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

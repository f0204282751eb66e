/**
 * What the study screen shows (issue 14), as a pure reducer: the queue's cards one by one, what the user did with
 * the current one, the session's tally, a review that could not be saved, and the summary at the end. Fetching
 * the queue and posting reviews happen in useStudySession, which dispatches their results here.
 */
import type { StudyCard, StudyQueue, StudyRating, StudyReviewResult } from "@quizdeck/shared/study";
import type { StudyReview } from "../../api/study";
import type { StudyMode } from "./study-mode";

/** What the current card shows after the user acted on it. */
export type Step =
  | { kind: "question" }
  /** Turned over; `backShown` once its back is on screen (the types the server judges send it when asked). */
  | { kind: "answer"; backShown: boolean }
  /**
   * An answer the server judged: the pick (multiple choice, true or false) or the text typed, null for choices
   * selected or put in order (their screen keeps them); the right answer, and the right choices in order.
   */
  | { kind: "checked"; picked: string | null; correct: boolean; answer: string; rightChoices: string[] | null };

export interface StudyState {
  queue: StudyQueue;
  /** Cards of this session's earlier queues: the progress counts on across them. */
  offset: number;
  index: number;
  step: Step;
  mode: StudyMode;
  tally: { reviewed: number; right: number };
  /** A review the server did not save: the card stays and offers Try again. */
  failed: { review: StudyReview; message: string } | null;
  /**
   * How many times the session asked for the queue again (past its last card, or Try again / Check again); each
   * time, useStudySession fetches it.
   */
  askedForMore: number;
  /** The queue asked for again: on its way, or it could not be loaded and the screen offers Try again. */
  refill: { kind: "idle" } | { kind: "loading" } | { kind: "failed"; message: string };
  /** The summary: the queue asked for again was empty. */
  done: { nextDue: string | null } | null;
}

export type StudyAction =
  | { type: "show_answer" }
  /** The back of the card turned over has arrived and is on screen: it can be rated. */
  | { type: "back_shown" }
  | { type: "review_sent" }
  | { type: "review_saved"; review: StudyReview; result: StudyReviewResult }
  | { type: "review_failed"; review: StudyReview; message: string }
  /** The card is gone (its author deleted it, or made the deck private): it can never be saved. */
  | { type: "card_gone" }
  | { type: "next" }
  | { type: "mode_switched"; mode: StudyMode }
  | { type: "queue_requested" }
  | { type: "queue_failed"; message: string }
  | { type: "queue_loaded"; queue: StudyQueue };

export function initialStudyState(queue: StudyQueue, mode: StudyMode): StudyState {
  return {
    queue,
    offset: 0,
    index: 0,
    step: { kind: "question" },
    mode,
    tally: { reviewed: 0, right: 0 },
    failed: null,
    askedForMore: 0,
    refill: { kind: "idle" },
    done: null,
  };
}

export const currentCard = (state: StudyState): StudyCard | undefined => state.queue.cards[state.index];

/** Answered by picking one of its choices, so 1 to 4 pick it (issue 30: the other types have screens of their own). */
export const answeredByPick = (card: StudyCard) => card.type === "multiple_choice" || card.type === "true_false";

/** "3 of 5": the current card's place in the session and the cards seen so far plus the ones left in the queue. */
export function studyProgress(state: StudyState): { position: number; total: number } {
  return { position: state.offset + state.index + 1, total: state.offset + state.queue.cards.length };
}

/** What a key does on the current card; "send" posts a review (an effect, so the hook does it). */
export type StudyKeyCommand = { type: "show_answer" } | { type: "next" } | { type: "send"; review: StudyReview };

/**
 * `key` is "Space", "Enter" or a digit. While the next cards load or could not be loaded the current card is
 * hidden, and the keys do nothing (the failure's Try again is a button).
 */
export function studyKeyCommand(state: StudyState, key: string): StudyKeyCommand | null {
  const card = currentCard(state);
  if (!card || state.done || state.refill.kind !== "idle") return null;
  const digit = Number(key);
  const isDigit = digit >= 1 && digit <= 4;
  const confirms = key === "Space" || key === "Enter";
  if (state.mode === "flashcards") {
    if (confirms && state.step.kind === "question") return { type: "show_answer" };
    if (isDigit && state.step.kind === "answer" && state.step.backShown) {
      return { type: "send", review: { card_id: card.card_id, rating: digit as StudyRating } };
    }
    return null;
  }
  if (state.step.kind === "checked") return confirms ? { type: "next" } : null;
  const choice = isDigit && answeredByPick(card) ? card.choices[digit - 1] : undefined;
  return choice === undefined ? null : { type: "send", review: { card_id: card.card_id, choice } };
}

const askForMore = (state: StudyState): StudyState => ({
  ...state,
  askedForMore: state.askedForMore + 1,
  refill: { kind: "loading" },
});

/** The next card of the queue, or, past its last one, a request for the queue again. */
function next(state: StudyState): StudyState {
  const cleared: StudyState = { ...state, step: { kind: "question" }, failed: null };
  if (state.index + 1 < state.queue.cards.length) return { ...cleared, index: state.index + 1 };
  return askForMore(cleared);
}

export function studyReducer(state: StudyState, action: StudyAction): StudyState {
  switch (action.type) {
    case "show_answer":
      return { ...state, step: { kind: "answer", backShown: currentCard(state)?.answer != null } };
    case "back_shown":
      return state.step.kind === "answer" && !state.step.backShown
        ? { ...state, step: { kind: "answer", backShown: true } }
        : state;
    case "review_sent":
      return { ...state, failed: null };
    case "review_saved": {
      const { review, result } = action;
      const right = "rating" in review ? review.rating > 1 : result.correct === true;
      const tallied: StudyState = {
        ...state,
        tally: { reviewed: state.tally.reviewed + 1, right: state.tally.right + (right ? 1 : 0) },
      };
      // A rating, or an answer whose screen is gone (the mode was switched while it was sent): the card is done.
      if ("rating" in review || state.mode === "flashcards") return next(tallied);
      const picked = "choice" in review ? review.choice : "text" in review ? review.text : null;
      const correct = result.correct === true;
      return {
        ...tallied,
        step: { kind: "checked", picked, correct, answer: result.answer, rightChoices: result.right_choices },
      };
    }
    case "review_failed":
      return { ...state, failed: { review: action.review, message: action.message } };
    case "card_gone":
    case "next":
      return next(state);
    case "mode_switched": {
      const switched: StudyState = { ...state, mode: action.mode };
      // A checked card has been answered: the new mode starts on the next one.
      if (state.step.kind === "checked") return next(switched);
      return { ...switched, step: { kind: "question" }, failed: null };
    }
    case "queue_requested":
      return askForMore(state);
    case "queue_failed":
      return { ...state, refill: { kind: "failed", message: action.message } };
    case "queue_loaded":
      if (action.queue.cards.length === 0) {
        return { ...state, refill: { kind: "idle" }, done: { nextDue: action.queue.next_due } };
      }
      return {
        ...state,
        refill: { kind: "idle" },
        offset: state.offset + state.queue.cards.length,
        queue: action.queue,
        index: 0,
        done: null,
      };
  }
}

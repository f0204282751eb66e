import { STUDY_RATINGS, type StudyRating } from "@quizdeck/shared/study";
import { type Card, createEmptyCard, fsrs, type Grade, type ReviewLog } from "ts-fsrs";
import type { cardSchedules, reviewLogs } from "../../db/schema";

/** A schedule as stored (card_schedules), without its keys. */
export type ScheduleState = Omit<typeof cardSchedules.$inferSelect, "userId" | "cardId" | "deckId">;

/** A review as stored (review_logs), without its keys and source. */
export type ReviewEntry = Omit<typeof reviewLogs.$inferSelect, "id" | "userId" | "cardId" | "source">;

const toCard = (state: ScheduleState): Card => ({
  due: state.due,
  stability: state.stability,
  difficulty: state.difficulty,
  elapsed_days: state.elapsedDays,
  scheduled_days: state.scheduledDays,
  learning_steps: state.learningSteps,
  reps: state.reps,
  lapses: state.lapses,
  state: state.state,
  last_review: state.lastReview ?? undefined,
});

const fromCard = (card: Card): ScheduleState => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

const fromLog = (log: ReviewLog): ReviewEntry => ({
  rating: log.rating,
  state: log.state,
  due: log.due,
  stability: log.stability,
  difficulty: log.difficulty,
  elapsedDays: log.elapsed_days,
  lastElapsedDays: log.last_elapsed_days,
  scheduledDays: log.scheduled_days,
  learningSteps: log.learning_steps,
  review: log.review,
});

/** A card never reviewed, due at `now`: how a missed game question enters the queue. */
export const newSchedule = (now: Date): ScheduleState => fromCard(createEmptyCard(now));

const schedulers = new Map<number, ReturnType<typeof fsrs>>();
/** FSRS with the user's desired retention; every other parameter is ts-fsrs's default (no fuzz, so tests can pin dates). */
function schedulerFor(desiredRetention: number) {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention });
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

export function reviewCard(
  schedule: ScheduleState | undefined,
  rating: StudyRating,
  now: Date,
  desiredRetention: number,
): { schedule: ScheduleState; log: ReviewEntry } {
  const scheduler = schedulerFor(desiredRetention);
  const before = schedule ? toCard(schedule) : createEmptyCard(now);
  const { card, log } = scheduler.next(before, now, rating as Grade);
  return { schedule: fromCard(card), log: fromLog(log) };
}

/** An answer the server judged (issues 14 and 30): right is Good, wrong Again. */
export const ratingForVerdict = (correct: boolean): StudyRating => (correct ? STUDY_RATINGS.good : STUDY_RATINGS.again);

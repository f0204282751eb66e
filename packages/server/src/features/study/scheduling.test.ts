import { createEmptyCard, fsrs, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { newSchedule, ratingForVerdict, reviewCard, type ScheduleState } from "./scheduling";

/** Issue 14: our schedules are ts-fsrs's, field for field — checked against its own outputs for fixed dates. */
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9, 0, 0));

/** ts-fsrs's card after these reviews, in our stored shape. */
function expected(retention: number, reviews: [Date, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy][]) {
  const scheduler = fsrs({ request_retention: retention });
  let card = createEmptyCard(reviews[0]?.[0]);
  for (const [at, rating] of reviews) card = scheduler.next(card, at, rating).card;
  return {
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
  };
}

function ours(retention: number, reviews: [Date, 1 | 2 | 3 | 4][]): ScheduleState | undefined {
  let schedule: ScheduleState | undefined;
  for (const [at, rating] of reviews) schedule = reviewCard(schedule, rating, at, retention).schedule;
  return schedule;
}

describe("FSRS scheduling (ts-fsrs)", () => {
  it("schedules a first Good, then Good days later, then a lapse, exactly as ts-fsrs does", () => {
    const reviews: [Date, 1 | 2 | 3 | 4][] = [
      [day(0), Rating.Good],
      [day(0.01), Rating.Good],
      [day(3), Rating.Good],
      [day(20), Rating.Again],
    ];
    for (let n = 1; n <= reviews.length; n += 1) {
      expect(ours(0.9, reviews.slice(0, n))).toEqual(expected(0.9, reviews.slice(0, n) as never));
    }
    const lapsed = ours(0.9, reviews);
    expect(lapsed).toMatchObject({ reps: 4, lapses: 1, state: 3 });
  });

  it("uses the user's desired retention: a higher one brings a learned card back sooner", () => {
    const reviews: [Date, 1 | 2 | 3 | 4][] = [
      [day(0), Rating.Easy],
      [day(8), Rating.Good],
    ];
    const relaxed = ours(0.8, reviews);
    const strict = ours(0.97, reviews);
    expect(relaxed).toEqual(expected(0.8, reviews as never));
    expect(strict).toEqual(expected(0.97, reviews as never));
    expect(strict?.due.getTime()).toBeLessThan(relaxed?.due.getTime() as number);
  });

  it("logs each review as ts-fsrs does, with the state the card was in before it", () => {
    const { log } = reviewCard(undefined, Rating.Hard, day(0), 0.9);
    const theirs = fsrs({ request_retention: 0.9 }).next(createEmptyCard(day(0)), day(0), Rating.Hard).log;
    expect(log).toEqual({
      rating: theirs.rating,
      state: theirs.state,
      due: theirs.due,
      stability: theirs.stability,
      difficulty: theirs.difficulty,
      elapsedDays: theirs.elapsed_days,
      lastElapsedDays: theirs.last_elapsed_days,
      scheduledDays: theirs.scheduled_days,
      learningSteps: theirs.learning_steps,
      review: theirs.review,
    });
    expect(log.state).toBe(0);
  });

  it("puts a missed game question in the queue as a new card due at once", () => {
    expect(newSchedule(day(2))).toEqual({ ...expected(0.9, []), due: day(2) });
    expect(newSchedule(day(2))).toMatchObject({ state: 0, reps: 0, due: day(2), lastReview: null });
  });

  it("rates a judged answer: right is Good, wrong Again", () => {
    expect(ratingForVerdict(true)).toBe(Rating.Good);
    expect(ratingForVerdict(false)).toBe(Rating.Again);
  });
});

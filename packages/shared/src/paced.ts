/**
 * Issue 31: student-paced games. Each player gets the deck's questions one after another on their own, each with
 * its own timer measured on the server from when it was sent.
 */
import { z } from "zod";

/** "teacher": the host moves the class on (live); "student": each student moves on by themselves. */
export const gamePace = z.enum(["teacher", "student"]);
export type GamePace = z.infer<typeof gamePace>;

/** The host's progress grid names the first this many players, by join order; the figures count everyone. */
export const PROGRESS_ROWS = 200;

/**
 * How a student-paced question scores (docs/product.md §9), for the setup screen: t is the player's own time on
 * the question, from when it was sent to them, and T its time limit.
 */
export const PACED_SCORING_TEXT =
  "Each student's own time counts: a right answer scores 1,000 points plus up to 1,000 more the faster it comes " +
  "(from when the question reached them). A wrong answer scores up to 1,000 for speed when points for wrong " +
  "answers are on, otherwise 0; a poll or a question left to run out scores 0. Double-points questions count twice.";

/** Homework's attempts: how many times a student may work through it at most (the setup's field allows 1 to this). */
export const MAX_ATTEMPTS = 5;

export const attemptsError = `Attempts must be a whole number from 1 to ${MAX_ATTEMPTS}`;

/** For the setup screen, under the attempts field. */
export const ATTEMPTS_TEXT =
  "A student who finished may start again from the first question while attempts are left; their best attempt " +
  "counts, for the leaderboard, the report and their study queue.";

/**
 * Issue 31, homework: a student-paced game with a deadline. Late joins are always on, the host may be away until
 * the deadline, and at the deadline the game ends by itself like End Game. The deadline is a wake-up time of the
 * engine's own, so a replayed game re-arms it.
 */
import { GameRuleError, type GameSettings, type GameState, isStudentPaced } from "./game-state";

export const MIN_DEADLINE_AHEAD_MS = 60 * 1000;
export const MAX_DEADLINE_AHEAD_MS = 60 * 24 * 60 * 60 * 1000;

export const homeworkMessages = {
  deadlineNeedsStudentPace: "A deadline is for student-paced games",
  deadlineOutOfRange: "Choose a deadline between now and 60 days ahead",
  deadlinePassed: "This homework's deadline has passed",
  deadlineReached: "The homework's deadline has passed. Thanks for playing!",
  attemptsNeedDeadline: "Attempts are for homework",
} as const;

/** The homework's deadline (ms), or null for a game without one. */
export const homeworkDeadline = (state: GameState): number | null =>
  isStudentPaced(state) ? (state.settings.deadline ?? null) : null;

export const isHomework = (state: GameState) => homeworkDeadline(state) !== null;

/**
 * The host's settings: a deadline only for a student-paced game, 1 minute to 60 days after they chose it; more
 * than one attempt only with a deadline.
 */
export function checkDeadline(settings: GameSettings, now: number): void {
  const deadline = settings.deadline ?? null;
  if (deadline === null && (settings.attempts ?? 1) > 1) {
    throw new GameRuleError("invalid_payload", homeworkMessages.attemptsNeedDeadline);
  }
  if (deadline === null) return;
  if (settings.pace !== "student") {
    throw new GameRuleError("invalid_payload", homeworkMessages.deadlineNeedsStudentPace);
  }
  if (deadline < now + MIN_DEADLINE_AHEAD_MS || deadline > now + MAX_DEADLINE_AHEAD_MS) {
    throw new GameRuleError("invalid_payload", homeworkMessages.deadlineOutOfRange);
  }
}

/** A new player, an answer or a next question after the deadline (before its wake-up ended the game) is refused. */
export function refuseAfterDeadline(state: GameState, now: number): void {
  const deadline = homeworkDeadline(state);
  if (deadline !== null && now >= deadline) throw new GameRuleError("game_over", homeworkMessages.deadlinePassed);
}

/** Whether the clock has reached the deadline of homework not yet ended. */
export function deadlineReached(state: GameState, now: number): boolean {
  const deadline = homeworkDeadline(state);
  return deadline !== null && state.phase !== "ended" && now >= deadline;
}

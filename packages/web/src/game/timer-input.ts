import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import { type GamePace, MAX_ATTEMPTS } from "@quizdeck/shared/paced";
import { type GameSettingsInput, gameSettingsInput } from "@quizdeck/shared/socket-events";
import { i18n } from "../i18n/i18n";
import { serverText } from "../i18n/server-texts";
import { parseDeadlineInput } from "./homework-deadline";

const attemptsError = (): string => i18n._("hostSetup.attemptsError", { max: MAX_ATTEMPTS });
const fillInAll = (): string => serverText(messages.fillInAllInformation);

/** Issue 31, "How to run it": live, student-paced now, or homework (student-paced by a deadline). */
export type HostPace = GamePace | "homework";

/** The settings sent; `deadline` (an ISO instant) makes a student-paced game homework. */
export type HostSettings = GameSettingsInput & { deadline: string | null };

/** The setup form as typed: the timer stays text so 0, 221 or nothing can be shown and explained. */
export interface HostSetupForm {
  deckId: string;
  timer: string;
  shuffleDeck: boolean;
  pointsForWrong: boolean;
  allowLateJoins: boolean;
  allowGuests: boolean;
  revealOnAnswer: boolean;
  /** Issue 31: "How to run it". */
  pace: HostPace;
  /** Issue 31, homework: the Deadline field's datetime-local value, in the host's time zone. */
  deadline: string;
  /** Issue 31, homework: the Attempts field as typed (1 to MAX_ATTEMPTS); other games send 1. */
  attempts: string;
}

/** docs/product.md §5 Timer: a whole number 1 to 220; null when fine (or still empty: that is "fill in all"). */
export function timerError(timer: string): string | null {
  if (timer.trim() === "") return null;
  const result = gameSettingsInput.shape.timePerQuestion.safeParse(timer.trim());
  return result.success ? null : serverText(messages.timerOutOfRange);
}

/** Issue 31, homework's Attempts: a whole number 1 to MAX_ATTEMPTS; null when fine (or still empty, as for the timer). */
export function attemptsInputError(attempts: string): string | null {
  if (attempts.trim() === "") return null;
  const result = gameSettingsInput.shape.attempts.safeParse(Number(attempts.trim()));
  return result.success ? null : attemptsError();
}

/**
 * docs/product.md §5 Creating a game: a deck and a timer are needed, and the timer must be in range; homework needs
 * a deadline and its attempts in range.
 */
export function validateHostSetup(
  form: HostSetupForm,
  now = new Date(),
): { ok: true; settings: HostSettings } | { ok: false; error: string } {
  if (form.deckId === "" || form.timer.trim() === "") return { ok: false, error: fillInAll() };
  const range = timerError(form.timer);
  if (range) return { ok: false, error: range };
  const homework = form.pace === "homework";
  const deadline = homework ? parseDeadlineInput(form.deadline, now) : null;
  if (deadline && !deadline.ok) return deadline;
  if (homework && (form.attempts.trim() === "" || attemptsInputError(form.attempts))) {
    return { ok: false, error: attemptsError() };
  }
  const parsed = gameSettingsInput.safeParse({
    selectedDeck: form.deckId,
    timePerQuestion: form.timer.trim(),
    shuffleDeck: form.shuffleDeck,
    pointsForWrong: form.pointsForWrong,
    // Homework always takes late joins: students start whenever they open the link.
    allowLateJoins: homework || form.allowLateJoins,
    allowGuests: form.allowGuests,
    revealOnAnswer: form.revealOnAnswer,
    pace: form.pace === "teacher" ? "teacher" : "student",
    // More than one attempt is for homework only: live and student-paced-now games send 1.
    attempts: homework ? Number(form.attempts.trim()) : 1,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message;
    return { ok: false, error: issue ? serverText(issue) : fillInAll() };
  }
  return { ok: true, settings: { ...parsed.data, deadline: deadline?.iso ?? null } };
}

/** The slider cannot show an out-of-range or empty value: it sits at the nearest end. */
export function sliderValue(timer: string): number {
  const value = Number(timer);
  if (!Number.isFinite(value) || timer.trim() === "") return TIMER_MIN_SECONDS;
  return Math.min(TIMER_MAX_SECONDS, Math.max(TIMER_MIN_SECONDS, Math.round(value)));
}

import { i18n } from "../i18n/i18n";
import { secondsLeft } from "./clock";
import type { GameView } from "./screen-state";

/** When a question's time is this short, a screen reader hears it once (issue 29). */
const LAST_SECONDS = 10;

/**
 * What the game's polite live region says (issue 29): each new question, "10 seconds left" once and "Time's up".
 * The screens that follow say the rest in their own status regions ("Answer locked in", the player's result), so
 * nothing is read twice.
 */
export function announcementFor(view: GameView, now: number): string {
  const card = view.card;
  if (view.screen === "loading" || (view.screen === "postquestion" && view.role === "host"))
    return i18n._("announce.timeUp");
  if (view.screen !== "question" || !card) return "";
  const left = secondsLeft(card.deadline, now);
  if (left > 0 && left <= LAST_SECONDS) return i18n._("announce.secondsLeft", { count: LAST_SECONDS });
  return i18n._("announce.question", { number: card.index + 1, total: card.total, question: card.question });
}

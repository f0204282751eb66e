import { i18n } from "../i18n/i18n";
import { secondsLeft } from "./clock";
import { distributionTitle, outcomeTitle } from "./result-text";
import type { GameView } from "./screen-state";

/** When a question's time is this short, a screen reader hears it once (issue 29). */
const LAST_SECONDS = 10;

/**
 * What the game's polite live region says (issue 29): each new question, "10 seconds left" once, "Time's up", and
 * each screen after it by its title: the player's outcome ("Correct!", "Time's up"), the host's "Results", the
 * leaderboard, the end. A screen reader hears it wherever the user's focus is. The figures are in the screens' own
 * status regions ("Answer locked in", the points and rank), so nothing is read twice.
 */
export function announcementFor(view: GameView, now: number): string {
  const card = view.card;
  if (view.screen === "loading" || (view.screen === "postquestion" && view.role === "host"))
    return i18n._("announce.timeUp");
  if (view.screen === "results") return resultsTitle(view);
  if (view.screen === "leaderboard") return i18n._("board.title");
  if (view.screen === "postgame")
    return view.ended && !view.ended.started ? i18n._("final.ended") : i18n._("final.title");
  if (view.screen !== "question" || !card) return "";
  const left = secondsLeft(card.deadline, now);
  if (left > 0 && left <= LAST_SECONDS && card.shownSeconds > LAST_SECONDS)
    return i18n._("announce.secondsLeft", { count: LAST_SECONDS });
  return i18n._("announce.question", { number: card.index + 1, total: card.total, question: card.question });
}

function resultsTitle(view: GameView): string {
  if (view.role === "player") return view.questionResult ? outcomeTitle(view.questionResult.outcome) : "";
  return view.result ? distributionTitle(view.result.Type) : "";
}

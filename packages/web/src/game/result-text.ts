/**
 * The words of the result screens (issue 11 item 1). Their figures are in answer-shares.ts: the join path carries
 * these titles (the player's announcements) and not the host's chart.
 */
import type { QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { i18n } from "../i18n/i18n";

const outcomeTitles: Record<QuestionResult["outcome"], string> = {
  correct: "result.correct",
  incorrect: "result.incorrect",
  timeout: "result.timeout",
  answered: "result.answered",
};

export const outcomeTitle = (outcome: QuestionResult["outcome"]): string => i18n._(outcomeTitles[outcome]);

/** The host's chart of a question's answers: a poll's has no right answer to show. */
export const distributionTitle = (type: QuestionEnded["Type"]): string =>
  i18n._(type === "poll" ? "distribution.pollResults" : "distribution.results");

/** Rank before minus rank now: 2 → "up 2", -1 → "down 1", 0 → "same"; null (no earlier rank) → nothing. */
export function rankChangeText(change: number | null): string | null {
  if (change === null) return null;
  if (change === 0) return i18n._("result.same");
  return change > 0 ? i18n._("result.up", { count: change }) : i18n._("result.down", { count: -change });
}

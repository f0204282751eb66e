/** The words and figures of the result screens (issue 11 items 1 and 6). */
import type { QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { formatLocale, i18n } from "../i18n/i18n";

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

export interface AnswerDistribution {
  /** Per shown answer: how many chose it and their share of the players in the question. */
  options: { count: number; percent: number }[];
  notAnswered: number;
}

/** A count's share of the players in the question, in whole percent. */
export const shareOf = (count: number, total: number): number => (total > 0 ? Math.round((count / total) * 100) : 0);

/** A whole percent as the page's language writes it: "67%", "67 %", "67‎%". */
export const percentText = (percent: number): string =>
  new Intl.NumberFormat(formatLocale(), { style: "percent" }).format(percent / 100);

export function answerDistribution(result: Pick<QuestionEnded, "counts" | "answered" | "total">): AnswerDistribution {
  return {
    options: result.counts.map((count) => ({ count, percent: shareOf(count, result.total) })),
    notAnswered: Math.max(0, result.total - result.answered),
  };
}

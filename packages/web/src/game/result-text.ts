/** The words and figures of the result screens (issue 11 items 1 and 6). */
import type { QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";

const outcomeTitles: Record<QuestionResult["outcome"], string> = {
  correct: "Correct",
  incorrect: "Incorrect",
  timeout: "Time's up",
  answered: "Answer counted",
};

export const outcomeTitle = (outcome: QuestionResult["outcome"]): string => outcomeTitles[outcome];

/** Rank before minus rank now: 2 → "up 2", -1 → "down 1", 0 → "same"; null (no earlier rank) → nothing. */
export function rankChangeText(change: number | null): string | null {
  if (change === null) return null;
  if (change === 0) return "same";
  return change > 0 ? `up ${change}` : `down ${-change}`;
}

export interface AnswerDistribution {
  /** Per shown answer: how many chose it and their share of the players in the question. */
  options: { count: number; percent: number }[];
  notAnswered: number;
}

/** A count's share of the players in the question, in whole percent. */
export const shareOf = (count: number, total: number): number => (total > 0 ? Math.round((count / total) * 100) : 0);

export function answerDistribution(result: Pick<QuestionEnded, "counts" | "answered" | "total">): AnswerDistribution {
  return {
    options: result.counts.map((count) => ({ count, percent: shareOf(count, result.total) })),
    notAnswered: Math.max(0, result.total - result.answered),
  };
}

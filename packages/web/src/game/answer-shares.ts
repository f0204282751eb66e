/** The figures of a question's answer chart (issue 11 item 6) and of the reports: shares in whole percent. */
import type { QuestionEnded } from "@quizdeck/shared/socket-events";
import { formatLocale } from "../i18n/i18n";

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

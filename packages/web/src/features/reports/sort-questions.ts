import { hasRightAnswer, type ReportQuestion } from "@quizdeck/shared/reports";

/** The questions section's "Sort by" (docs/product.md "Game report"); each order's label is a message id. */
export const QUESTION_SORTS = ["order", "hardest"] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

export const questionSortLabels: Record<QuestionSort, string> = {
  order: "report.sortOrder",
  hardest: "report.sortHardest",
};

export const isQuestionSort = (value: string | null): value is QuestionSort =>
  (QUESTION_SORTS as readonly (string | null)[]).includes(value);

/**
 * Share right of the players who were in the question; one nobody was in, or a poll (no right answer, issue 30),
 * tells nothing, so it goes last.
 */
const shareRight = (question: ReportQuestion) =>
  question.players === 0 || !hasRightAnswer(question) ? Number.POSITIVE_INFINITY : question.correct / question.players;

/**
 * The questions with their place in the game (`position`, 0-based), in the chosen order: "hardest" puts the
 * lowest share right first, ties in question order. The input is left as it was.
 */
export function sortQuestions(
  questions: ReportQuestion[],
  sort: QuestionSort,
): { question: ReportQuestion; position: number }[] {
  const placed = questions.map((question, position) => ({ question, position }));
  if (sort === "order") return placed;
  return placed.sort((a, b) => {
    const [left, right] = [shareRight(a.question), shareRight(b.question)];
    return left === right ? a.position - b.position : left < right ? -1 : 1;
  });
}

import type { ReportQuestion } from "@quizdeck/shared/reports";

/** A report's question as a test writes it: one player answered, nobody right, unless `fields` say otherwise. */
export const reportQuestion = (index: number, fields: Partial<ReportQuestion> = {}): ReportQuestion => ({
  index,
  question: `Question ${index + 1}`,
  answers: [],
  counts: [],
  answered: 1,
  players: 1,
  correct: 0,
  averageMs: 1000,
  ...fields,
});

import type { ReportQuestion } from "@quizdeck/shared/reports";
import { describe, expect, test } from "vitest";
import { sortQuestions } from "./sort-questions";

const question = (text: string, correct: number, players: number): ReportQuestion => ({
  index: 0,
  question: text,
  answers: ["a", "b", "c", "d"],
  counts: [correct, 0, 0, 0],
  answered: correct,
  players,
  correct,
  averageMs: null,
});
const texts = (sorted: { question: ReportQuestion }[]) => sorted.map((each) => each.question.question);

describe('sortQuestions (docs/product.md "Game report" Sort by)', () => {
  const questions = [question("Q1", 3, 4), question("Q2", 1, 4), question("Q3", 0, 0), question("Q4", 1, 2)];

  test("Question order keeps the game's order", () => {
    expect(texts(sortQuestions(questions, "order"))).toEqual(["Q1", "Q2", "Q3", "Q4"]);
  });

  test("Hardest first puts the lowest share right first, of the players who were in the question", () => {
    // Q2 1 of 4 beats Q4 1 of 2, though both had one right; Q3 nobody was in goes last.
    const sorted = sortQuestions(questions, "hardest");
    expect(texts(sorted)).toEqual(["Q2", "Q4", "Q1", "Q3"]);
    expect(sorted.map((each) => each.position)).toEqual([1, 3, 0, 2]);
    expect(texts(questions.map((each) => ({ question: each })))).toEqual(["Q1", "Q2", "Q3", "Q4"]);
  });

  test("a poll, which has no right answer, goes last with those nobody was in (issue 30)", () => {
    const poll = { ...question("Poll", 0, 4), type: "poll" as const };
    expect(texts(sortQuestions([poll, ...questions], "hardest"))).toEqual(["Q2", "Q4", "Q1", "Poll", "Q3"]);
  });

  test("ties keep question order", () => {
    const tied = [question("A", 1, 2), question("B", 2, 4), question("C", 0, 3), question("D", 3, 6)];
    expect(texts(sortQuestions(tied, "hardest"))).toEqual(["C", "A", "B", "D"]);
  });
});

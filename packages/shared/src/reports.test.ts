import { describe, expect, it } from "vitest";
import {
  answerResult,
  answerShown,
  hasRightAnswer,
  missedQuestions,
  type ReportQuestion,
  reportAnswerLines,
} from "./reports";

const question = (fields: Partial<ReportQuestion>): ReportQuestion => ({
  index: 0,
  question: "Q",
  answers: [],
  counts: [],
  answered: 0,
  players: 0,
  correct: 0,
  averageMs: null,
  ...fields,
});

describe("a report's question per type (issue 30)", () => {
  it("lists multiple choice as before: every answer counted, the first right", () => {
    expect(reportAnswerLines(question({ answers: ["Paris", "Lyon"], counts: [3, 1] }))).toEqual([
      { text: "Paris", count: 3, right: true },
      { text: "Lyon", count: 1, right: false },
    ]);
  });

  it("marks a select-all question's right options, a poll's none, and counts neither order nor typed answers", () => {
    const select = question({
      type: "select_all",
      answers: ["2", "4", "5"],
      counts: [2, 1, 0],
      correctChoices: [0, 2],
    });
    expect(reportAnswerLines(select).map(({ right, count }) => [right, count])).toEqual([
      [true, 2],
      [false, 1],
      [true, 0],
    ]);
    const poll = question({ type: "poll", answers: ["Tea", "Coffee"], counts: [1, 2] });
    expect(reportAnswerLines(poll).map(({ right }) => right)).toEqual([false, false]);
    expect(hasRightAnswer(poll)).toBe(false);
    expect(hasRightAnswer(select)).toBe(true);
    const order = question({ type: "order", answers: ["one", "two", "three"] });
    expect(reportAnswerLines(order).map(({ count }) => count)).toEqual([null, null, null]);
    expect(reportAnswerLines(question({ type: "type_answer", answers: ["Rome", "Roma"] }))).toEqual([
      { text: "Rome", count: null, right: true },
      { text: "Roma", count: null, right: true },
    ]);
  });

  it("says what a player answered and how it went, older answers by their choice", () => {
    const mc = question({ answers: ["Paris", "Lyon"] });
    expect(answerShown(mc, { choice: 1, ms: 1, points: 0 })).toBe("Lyon");
    expect(answerShown(mc, { choice: null, text: "2, 5", result: "correct", ms: 1, points: 1 })).toBe("2, 5");
    expect(answerShown(mc, { choice: null, ms: null, points: 0 })).toBe("");
    const answers = [
      { choice: 0, ms: 1, points: 1 },
      { choice: 1, ms: 1, points: 0 },
      { choice: null, text: "a → b", result: "incorrect" as const, ms: 1, points: 0 },
      { choice: 1, result: "answered" as const, ms: 1, points: 0 },
      { choice: null, ms: null, points: 0 },
    ];
    expect(answers.map((_, position) => answerResult({ answers }, position))).toEqual([
      "Correct",
      "Incorrect",
      "Incorrect",
      "Answered",
      "No answer",
    ]);
  });

  it("names a question the player was not in by when: before their first, after their last, or their removal", () => {
    const absent = { choice: null, ms: null, points: 0, absent: true as const };
    const answers = [absent, { choice: 0, ms: 1, points: 1 }, absent, absent];
    // Joined during the second question; the game (student-paced) ended before they got to the last two.
    expect(answers.map((_, position) => answerResult({ answers }, position))).toEqual([
      "Not in the game yet",
      "Correct",
      "Not reached",
      "Not reached",
    ]);
    expect(answerResult({ answers, removed: true }, 3)).toBe("Removed");
    // Joined after the last question: in none of them.
    expect(answerResult({ answers: [absent, absent] }, 1)).toBe("Not in the game yet");
  });
});

describe("the questions a player missed", () => {
  it("counts wrong and unanswered ones they were in, never a poll, a right answer or one they were not in", () => {
    const questions = [{}, {}, {}, { type: "poll" as const }, { type: "type_answer" as const }, {}];
    const answers = [
      { choice: 0, ms: 900, points: 1000 },
      { choice: 2, ms: 900, points: 0 },
      { choice: null, ms: null, points: 0 },
      { choice: 1, result: "answered" as const, ms: 900, points: 0 },
      { choice: null, text: "pariss", result: "incorrect" as const, ms: 900, points: 0 },
      { choice: null, ms: null, points: 0, absent: true as const },
    ];
    expect(missedQuestions(questions, answers)).toBe(3);
    expect(missedQuestions(questions, answers.slice(0, 1))).toBe(0);
  });
});

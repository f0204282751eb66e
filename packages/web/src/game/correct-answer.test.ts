import { describe, expect, it } from "vitest";
import { correctAnswerOf } from "./correct-answer";

const shown = ["Mars", "Venus", "Earth", "Jupiter"];

describe("the right answer revealed at a question's close, per type (issue 30)", () => {
  it("multiple choice and true or false: the shown answer at correctIndex", () => {
    expect(correctAnswerOf("multiple_choice", shown, { correctIndex: 2 })).toEqual({
      label: "Correct answer",
      items: ["Earth"],
      ordered: false,
    });
    expect(correctAnswerOf("true_false", ["True", "False"], { correctIndex: 1 })?.items).toEqual(["False"]);
  });

  it("select all: the right choices as the player saw them, one or several", () => {
    expect(correctAnswerOf("select_all", shown, { correctIndex: -1, correctIndexes: [3, 0] })).toEqual({
      label: "Correct answers",
      items: ["Jupiter", "Mars"],
      ordered: false,
    });
    expect(correctAnswerOf("select_all", shown, { correctIndex: -1, correctIndexes: [1] })?.label).toBe(
      "Correct answer",
    );
  });

  it("put in order: the shown items in the right order, as a sequence", () => {
    expect(correctAnswerOf("order", shown, { correctIndex: -1, correctIndexes: [1, 2, 0, 3] })).toEqual({
      label: "Correct order",
      items: ["Venus", "Earth", "Mars", "Jupiter"],
      ordered: true,
    });
  });

  it("type the answer: every accepted answer", () => {
    expect(correctAnswerOf("type_answer", [], { correctIndex: -1, accepted: ["Paris", "Lutetia"] })).toEqual({
      label: "Correct answers",
      items: ["Paris", "Lutetia"],
      ordered: false,
    });
  });

  it("a poll has none, and neither has a reveal naming no shown answer", () => {
    expect(correctAnswerOf("poll", shown, { correctIndex: -1 })).toBeNull();
    expect(correctAnswerOf("select_all", shown, { correctIndex: -1 })).toBeNull();
    expect(correctAnswerOf("multiple_choice", shown, { correctIndex: 7 })).toBeNull();
  });
});

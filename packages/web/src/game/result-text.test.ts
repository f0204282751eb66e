import { describe, expect, it } from "vitest";
import { answerDistribution, outcomeTitle, rankChangeText } from "./result-text";

describe("a player's result in words (issue 11 item 1)", () => {
  it("names the outcome", () => {
    expect(["correct", "incorrect", "timeout"].map((outcome) => outcomeTitle(outcome as never))).toEqual([
      "Correct",
      "Incorrect",
      "Time's up",
    ]);
  });

  it("says up, down or same, and nothing without an earlier rank", () => {
    expect([2, 1, -1, -3, 0].map(rankChangeText)).toEqual(["up 2", "up 1", "down 1", "down 3", "same"]);
    expect(rankChangeText(null)).toBeNull();
  });
});

describe("the host's answer distribution (issue 11 item 6)", () => {
  it("gives each option its count and share of the players, and who did not answer", () => {
    const shown = answerDistribution({ counts: [1, 0, 2, 0], answered: 3, total: 4 });
    expect(shown.options).toEqual([
      { count: 1, percent: 25 },
      { count: 0, percent: 0 },
      { count: 2, percent: 50 },
      { count: 0, percent: 0 },
    ]);
    expect(shown.notAnswered).toBe(1);
  });

  it("has no shares in a question nobody was in", () => {
    const shown = answerDistribution({ counts: [0, 0, 0, 0], answered: 0, total: 0 });
    expect(shown.options.map((option) => option.percent)).toEqual([0, 0, 0, 0]);
    expect(shown.notAnswered).toBe(0);
  });
});

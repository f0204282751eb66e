import { describe, expect, it } from "vitest";
import { answerDistribution } from "./answer-shares";

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

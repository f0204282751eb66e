import { describe, expect, it } from "vitest";
import { outcomeTitle, rankChangeText } from "./result-text";

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

import { describe, expect, it } from "vitest";
import { pointsFor } from "./scoring";

describe("pointsFor (docs/product.md §9)", () => {
  it.each([
    [true, 1, 4, 1750],
    [true, 4, 4, 1000],
    [false, 1, 4, 750],
    [false, 4, 4, 0],
    [true, 1, 1, 1000],
    [true, 1, 3, 1667],
    [false, 2, 3, 334],
  ])("correct=%s, position %i of %i → %i", (correct, position, total, expected) => {
    expect(pointsFor(correct, position, total)).toBe(expected);
  });

  it("gives nothing for a wrong answer when the host turned those points off", () => {
    expect(pointsFor(false, 1, 4, false)).toBe(0);
  });
});

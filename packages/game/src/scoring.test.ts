import { describe, expect, it } from "vitest";
import { pacedPointsFor, pointsFor } from "./scoring";

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

describe("student-paced scoring (docs/product.md §9)", () => {
  it.each([
    [true, 0, 20_000, 2000],
    [true, 5000, 20_000, 1750],
    [true, 20_000, 20_000, 1000],
    [false, 5000, 20_000, 750],
    [false, 20_000, 20_000, 0],
    [true, 1, 3000, 2000],
  ])("correct=%s after %i ms of %i → %i", (correct, ms, limit, expected) => {
    expect(pacedPointsFor(correct, ms, limit)).toBe(expected);
  });

  it("gives a wrong answer nothing when the host turned those points off", () => {
    expect(pacedPointsFor(false, 0, 20_000, false)).toBe(0);
  });
});

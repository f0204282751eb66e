import { describe, expect, test } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  test("separates thousands so big scores stay readable", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });

  test("shows whole points", () => {
    expect(formatNumber(1999.6)).toBe("2,000");
  });
});

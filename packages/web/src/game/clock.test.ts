import { describe, expect, it } from "vitest";
import { countdownLabel, secondsLeft, toLocalTime } from "./clock";

describe("toLocalTime", () => {
  it("moves a server time onto the local clock by the measured offset", () => {
    // The server's clock is 5 s ahead: its deadline 65 000 is 60 000 here.
    expect(toLocalTime(65_000, 10_000, 5_000)).toBe(60_000);
    // Behind by 2 s.
    expect(toLocalTime(30_000, 8_000, 10_000)).toBe(32_000);
  });
});

describe("secondsLeft", () => {
  it("rounds up to whole seconds", () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 800)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_999)).toBe(1);
  });

  it("never goes below zero", () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 75_000)).toBe(0);
  });
});

describe("countdownLabel", () => {
  const startsAt = 10_000;

  it("counts 3, 2, 1 over the first three seconds of the four", () => {
    expect(countdownLabel(startsAt, 6_000)).toBe("3");
    expect(countdownLabel(startsAt, 6_999)).toBe("3");
    expect(countdownLabel(startsAt, 7_000)).toBe("2");
    expect(countdownLabel(startsAt, 8_000)).toBe("1");
  });

  it("shows Start! for the one more second, and after", () => {
    expect(countdownLabel(startsAt, 9_000)).toBe("Start!");
    expect(countdownLabel(startsAt, 9_999)).toBe("Start!");
    expect(countdownLabel(startsAt, 12_000)).toBe("Start!");
  });

  it("shows nothing before the countdown is known or begins", () => {
    expect(countdownLabel(null, 0)).toBeNull();
    expect(countdownLabel(startsAt, 5_000)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "./attempt-limiter";

const T0 = 1_000_000;

describe("AttemptLimiter", () => {
  it("tells how long until the key falls back under its limit", () => {
    const limiter = new AttemptLimiter(2, 1000);
    limiter.record("key", T0);
    expect(limiter.retryAfterMs("key", T0 + 100)).toBe(0);
    limiter.record("key", T0 + 100);
    limiter.record("key", T0 + 300);
    // Three attempts for a limit of 2: blocked until the second one leaves the window.
    expect(limiter.retryAfterMs("key", T0 + 400)).toBe(700);
    expect(limiter.isBlocked("key", T0 + 1099)).toBe(true);
    expect(limiter.isBlocked("key", T0 + 1100)).toBe(false);
  });

  it("takes back one attempt recorded at a given time", () => {
    const limiter = new AttemptLimiter(2, 1000);
    limiter.record("key", T0);
    limiter.record("key", T0 + 1);
    limiter.record("key", T0 + 1);
    limiter.forget("key", T0 + 1);
    expect(limiter.recent("key", T0 + 2)).toEqual([T0, T0 + 1]);
    limiter.forget("other", T0);
    expect(limiter.recent("other", T0)).toEqual([]);
  });

  it("forgets the key that has been idle longest when it is full", () => {
    const limiter = new AttemptLimiter(1, 1000, 2);
    limiter.record("first", T0);
    limiter.record("second", T0);
    limiter.record("first", T0 + 1);
    limiter.record("third", T0 + 2);
    expect(limiter.isBlocked("first", T0 + 3)).toBe(true);
    expect(limiter.isBlocked("second", T0 + 3)).toBe(false);
    expect(limiter.isBlocked("third", T0 + 3)).toBe(true);
  });
});

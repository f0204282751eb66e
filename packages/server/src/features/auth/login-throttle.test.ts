import { describe, expect, it } from "vitest";
import { LoginThrottle, loginThrottleRules } from "./login-throttle";

const SECOND = 1000;
const WINDOW = loginThrottleRules.windowMs;
const T0 = 1_000_000;

function failTimes(throttle: LoginThrottle, email: string, address: string, times: number, now = T0) {
  for (let i = 0; i < times; i += 1) throttle.recordFailure(email, address, now);
}

describe("LoginThrottle", () => {
  it("lets a pair of email and address fail 4 times at no cost", () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, "ada@example.com", "10.0.0.1", 4);
    expect(throttle.waitMs("ada@example.com", "10.0.0.1", T0)).toBe(0);
  });

  it("makes the pair wait 2, 4, 8, 16, 32 s after its 5th to 9th failure, counted from the last one", () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, "ada@example.com", "10.0.0.1", 4);
    let now = T0;
    for (const delay of [2, 4, 8, 16, 32]) {
      throttle.recordFailure("ada@example.com", "10.0.0.1", now);
      expect(throttle.waitMs("ada@example.com", "10.0.0.1", now)).toBe(delay * SECOND);
      expect(throttle.waitMs("ada@example.com", "10.0.0.1", now + delay * SECOND - 1)).toBe(1);
      now += delay * SECOND;
      expect(throttle.waitMs("ada@example.com", "10.0.0.1", now)).toBe(0);
    }
  });

  it("refuses a pair with 10 failures until the oldest leaves the 15-minute window", () => {
    const throttle = new LoginThrottle();
    throttle.recordFailure("ada@example.com", "10.0.0.1", T0);
    failTimes(throttle, "ada@example.com", "10.0.0.1", 9, T0 + 60 * SECOND);
    const later = T0 + 10 * 60 * SECOND;
    expect(throttle.waitMs("ada@example.com", "10.0.0.1", later)).toBe(T0 + WINDOW - later);
    // The oldest failure has left: 9 remain, and their 32 s delay passed long ago.
    expect(throttle.waitMs("ada@example.com", "10.0.0.1", T0 + WINDOW)).toBe(0);
  });

  it("slows neither the same account from another address nor another account from the same address", () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, "ada@example.com", "10.0.0.1", 10);
    expect(throttle.waitMs("ada@example.com", "10.0.0.2", T0)).toBe(0);
    expect(throttle.waitMs("grace@example.com", "10.0.0.1", T0)).toBe(0);
  });

  it("compares emails case-insensitively", () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, "Ada@Example.com", "10.0.0.1", 10);
    expect(throttle.waitMs("ada@example.COM", "10.0.0.1", T0)).toBeGreaterThan(0);
  });

  it("counts an admitted attempt as failed at once, so parallel guesses wait too", () => {
    const throttle = new LoginThrottle();
    const waits = Array.from({ length: 7 }, () => throttle.admit("ada@example.com", "10.0.0.1", T0));
    expect(waits).toEqual([0, 0, 0, 0, 0, 2 * SECOND, 2 * SECOND]);
  });

  it("forgets the pair's failures when it succeeds, and takes the right attempt back from the account", () => {
    const throttle = new LoginThrottle({ ...loginThrottleRules, accountLimit: 12 });
    failTimes(throttle, "ada@example.com", "10.0.0.1", 9);
    expect(throttle.admit("ada@example.com", "10.0.0.1", T0 + 60 * SECOND)).toBe(0);
    throttle.succeeded("ada@example.com", "10.0.0.1", T0 + 60 * SECOND);
    expect(throttle.waitMs("ada@example.com", "10.0.0.1", T0 + 60 * SECOND)).toBe(0);
    failTimes(throttle, "ada@example.com", "10.0.0.2", 2);
    expect(throttle.waitMs("ada@example.com", "10.0.0.3", T0 + 60 * SECOND)).toBe(0);
    throttle.recordFailure("ada@example.com", "10.0.0.2", T0);
    expect(throttle.waitMs("ada@example.com", "10.0.0.3", T0 + 60 * SECOND)).toBe(WINDOW - 60 * SECOND);
  });

  it("refuses the account from every address once 100 failures fall in the window, until they leave it", () => {
    const throttle = new LoginThrottle();
    for (let a = 0; a < 25; a += 1) failTimes(throttle, "ada@example.com", `10.0.0.${a}`, 4, T0 + a * SECOND);
    expect(throttle.waitMs("ada@example.com", "10.0.1.1", T0 + 30 * SECOND)).toBe(WINDOW - 30 * SECOND);
    expect(throttle.waitMs("grace@example.com", "10.0.0.1", T0 + 30 * SECOND)).toBe(0);
    // The first address's 4 failures leave together, leaving 96 in the window.
    expect(throttle.waitMs("ada@example.com", "10.0.1.1", T0 + WINDOW)).toBe(0);
  });
});

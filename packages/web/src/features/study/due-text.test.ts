import { describe, expect, test } from "vitest";
import { dueText, nextDueSentence } from "./due-text";

const now = Date.parse("2026-03-01T12:00:00Z");
const after = (ms: number) => new Date(now + ms).toISOString();

describe("dueText", () => {
  test("minutes, hours, days and a date", () => {
    expect(dueText(after(-5_000), now)).toBe("now");
    expect(dueText(after(0), now)).toBe("now");
    expect(dueText(after(30_000), now)).toBe("in less than a minute");
    expect(dueText(after(60_000), now)).toBe("in 1 minute");
    expect(dueText(after(10 * 60_000), now)).toBe("in 10 minutes");
    expect(dueText(after(3 * 3_600_000), now)).toBe("in 3 hours");
    expect(dueText(after(26 * 3_600_000), now)).toBe("tomorrow");
    expect(dueText(after(5 * 86_400_000), now)).toBe("in 5 days");
    expect(dueText("2026-05-12T12:00:00Z", now)).toBe("on 12 May");
    expect(dueText("2027-05-12T12:00:00Z", now)).toBe("on 12 May 2027");
  });

  test("the sentence", () => {
    expect(nextDueSentence(null, now)).toBe("No cards are scheduled yet.");
    expect(nextDueSentence(after(0), now)).toBe("The next card is due now.");
    expect(nextDueSentence(after(10 * 60_000), now)).toBe("Next card due in 10 minutes.");
  });
});

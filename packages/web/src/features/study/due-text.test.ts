import { describe, expect, test } from "vitest";
import "../../i18n/app-messages";
import { i18n } from "../../i18n/i18n";
import { dueText, nextDueSentence } from "./due-text";

const now = Date.parse("2026-03-01T12:00:00Z");
const after = (ms: number) => new Date(now + ms).toISOString();

describe("dueText", () => {
  test("minutes, hours, days and a date", () => {
    expect(dueText(after(-5_000), now)).toBeNull();
    expect(dueText(after(0), now)).toBeNull();
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

describe("in the page's language (issue 33)", () => {
  test("Spanish and Arabic say it with Intl's relative times and dates", async () => {
    const spanish = await import("../../locales/app/es");
    const arabic = await import("../../locales/app/ar");
    i18n.load({ es: spanish.messages, ar: arabic.messages });
    try {
      i18n.activate("es", ["es"]);
      expect(nextDueSentence(after(10 * 60_000), now)).toBe("La próxima tarjeta se repasa dentro de 10 minutos.");
      expect(dueText(after(26 * 3_600_000), now)).toBe("mañana");
      expect(dueText("2026-05-12T12:00:00Z", now)).toBe("el 12 de mayo");
      i18n.activate("ar", ["ar-u-nu-latn"]);
      expect(dueText(after(3 * 3_600_000), now)).toBe("خلال 3 ساعات");
      expect(nextDueSentence(after(0), now)).toBe("البطاقة التالية مستحقة الآن.");
    } finally {
      i18n.activate("en");
    }
  });
});

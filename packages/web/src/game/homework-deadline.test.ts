// The host setup's texts are the app catalog's (issue 33).
import "../i18n/app-messages";
import { describe, expect, it } from "vitest";
import { deadlineInputValue, defaultDeadlineInput, dueText, parseDeadlineInput } from "./homework-deadline";

// Local times: the field is in the host's time zone, whatever the machine's is.
const now = new Date(2026, 10, 26, 13, 20, 45);

describe("homework deadline (issue 31)", () => {
  it("defaults to tomorrow at 23:59, the host's time, also at a month's end", () => {
    expect(defaultDeadlineInput(now)).toBe("2026-11-27T23:59");
    expect(defaultDeadlineInput(new Date(2026, 11, 31, 9, 5))).toBe("2027-01-01T23:59");
  });

  it("writes a local time as the datetime-local value", () => {
    expect(deadlineInputValue(new Date(2026, 0, 2, 3, 4))).toBe("2026-01-02T03:04");
  });

  it("sends the deadline as the ISO instant of the host's local time", () => {
    expect(parseDeadlineInput("2026-11-27T23:59", now)).toEqual({
      ok: true,
      iso: new Date(2026, 10, 27, 23, 59).toISOString(),
    });
  });

  it("refuses an empty, past, too near or too far deadline", () => {
    expect(parseDeadlineInput("", now)).toEqual({ ok: false, error: "Choose a deadline: a date and a time" });
    expect(parseDeadlineInput("not a date", now)).toEqual({ ok: false, error: "Choose a deadline: a date and a time" });
    for (const value of ["2026-11-25T10:00", "2026-11-26T13:21", "2027-01-26T13:22"]) {
      expect(parseDeadlineInput(value, now)).toEqual({
        ok: false,
        error: "Choose a deadline between now and 60 days ahead",
      });
    }
    expect(parseDeadlineInput("2026-11-26T13:22", now)).toMatchObject({ ok: true });
    expect(parseDeadlineInput("2027-01-25T13:20", now)).toMatchObject({ ok: true });
  });

  it("says when it is due with the weekday, date and time in the given zone", () => {
    expect(dueText("2026-11-27T22:59:00.000Z", { locale: "en-GB", timeZone: "Europe/Madrid" })).toBe(
      "Due Friday 27 November at 23:59",
    );
  });
});

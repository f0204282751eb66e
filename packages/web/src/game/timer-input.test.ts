// The host setup's texts are the app catalog's (issue 33).
import "../i18n/app-messages";
import { messages } from "@quizdeck/shared/messages";
import { attemptsError } from "@quizdeck/shared/paced";
import { describe, expect, it } from "vitest";
import { attemptsInputError, type HostSetupForm, sliderValue, timerError, validateHostSetup } from "./timer-input";

const form: HostSetupForm = {
  deckId: "4",
  timer: "60",
  shuffleDeck: false,
  pointsForWrong: true,
  allowLateJoins: true,
  allowGuests: true,
  revealOnAnswer: false,
  pace: "teacher",
  deadline: "",
  attempts: "1",
};

describe("host setup validation (docs/product.md §5)", () => {
  it("accepts 1 to 220 whole seconds", () => {
    expect(["1", "60", "220", " 30 "].map(timerError)).toEqual([null, null, null, null]);
  });

  it("refuses 0, 221, fractions and text with the range message", () => {
    expect(["0", "221", "2.5", "-3", "abc"].map(timerError)).toEqual(Array(5).fill(messages.timerOutOfRange));
  });

  it("needs a deck and a timer before anything else", () => {
    expect(validateHostSetup({ ...form, deckId: "" })).toEqual({ ok: false, error: messages.fillInAllInformation });
    expect(validateHostSetup({ ...form, timer: "" })).toEqual({ ok: false, error: messages.fillInAllInformation });
    expect(validateHostSetup({ ...form, timer: "0" })).toEqual({ ok: false, error: messages.timerOutOfRange });
  });

  it("gives the settings the server takes", () => {
    expect(validateHostSetup({ ...form, shuffleDeck: true, pointsForWrong: false, allowLateJoins: false })).toEqual({
      ok: true,
      settings: {
        selectedDeck: 4,
        timePerQuestion: 60,
        shuffleDeck: true,
        pointsForWrong: false,
        allowLateJoins: false,
        allowGuests: true,
        revealOnAnswer: false,
        pace: "teacher",
        deadline: null,
        attempts: 1,
      },
    });
    expect(validateHostSetup({ ...form, allowLateJoins: false })).toMatchObject({
      ok: true,
      settings: { allowLateJoins: false },
    });
  });

  it("sends a student-paced game's pace (issue 31)", () => {
    expect(validateHostSetup({ ...form, pace: "student" })).toMatchObject({ ok: true, settings: { pace: "student" } });
  });

  it("sends homework as a student-paced game with its deadline and late joins on (issue 31)", () => {
    const now = new Date(2026, 10, 26, 13, 0);
    const homework = { ...form, pace: "homework" as const, deadline: "2026-11-27T23:59", allowLateJoins: false };
    expect(validateHostSetup(homework, now)).toMatchObject({
      ok: true,
      settings: { pace: "student", allowLateJoins: true, deadline: new Date(2026, 10, 27, 23, 59).toISOString() },
    });
    expect(validateHostSetup({ ...homework, deadline: "2026-11-26T12:00" }, now)).toEqual({
      ok: false,
      error: "Choose a deadline between now and 60 days ahead",
    });
    expect(validateHostSetup({ ...form, pace: "student", deadline: "2026-11-27T23:59" }, now)).toMatchObject({
      settings: { pace: "student", deadline: null },
    });
  });

  it("sends homework's attempts, 1 to 5 whole, and 1 for any other game (issue 31)", () => {
    const now = new Date(2026, 10, 26, 13, 0);
    const homework = { ...form, pace: "homework" as const, deadline: "2026-11-27T23:59" };
    expect(validateHostSetup({ ...homework, attempts: " 3 " }, now)).toMatchObject({
      ok: true,
      settings: { attempts: 3 },
    });
    expect(validateHostSetup({ ...homework, attempts: "5" }, now)).toMatchObject({
      ok: true,
      settings: { attempts: 5 },
    });
    for (const attempts of ["0", "6", "2.5", "-1", "two", ""]) {
      expect(validateHostSetup({ ...homework, attempts }, now), attempts).toEqual({ ok: false, error: attemptsError });
    }
    // The field is only shown for homework: whatever it holds, other games send 1.
    for (const pace of ["teacher", "student"] as const) {
      expect(validateHostSetup({ ...form, pace, attempts: "4" }, now)).toMatchObject({
        ok: true,
        settings: { attempts: 1 },
      });
      expect(validateHostSetup({ ...form, pace, attempts: "9" }, now)).toMatchObject({
        ok: true,
        settings: { attempts: 1 },
      });
    }
  });

  it("says the attempts' range while typing, but not for an emptied field (issue 31)", () => {
    expect(["1", "5", " 2 ", ""].map(attemptsInputError)).toEqual([null, null, null, null]);
    expect(["0", "6", "1.5", "x"].map(attemptsInputError)).toEqual(Array(4).fill(attemptsError));
  });

  it("keeps the slider inside its range", () => {
    expect([sliderValue("0"), sliderValue("500"), sliderValue(""), sliderValue("45")]).toEqual([1, 220, 1, 45]);
  });
});

// Host texts are the app catalog's (issue 33).
import "../i18n/app-messages";
import type { PacedProgress, ProgressRow } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { cellLabel, classRight, IDLE_AFTER_MS, isIdle, progressText } from "./progress-grid";

const row = (overrides: Partial<ProgressRow>): ProgressRow => ({
  User_id: "1",
  Username: "Ann",
  score: 0,
  answered: 0,
  correct: 0,
  current: 0,
  idleMs: 0,
  cells: [null, null, null],
  ...overrides,
});

describe("the host's progress grid (issue 31)", () => {
  it("says each cell in words, the question a student is on as On it", () => {
    expect(cellLabel("right", false)).toEqual({ mark: "✓", text: "Right" });
    expect(cellLabel("wrong", false).text).toBe("Wrong");
    expect(cellLabel("timeout", false).text).toBe("Time ran out");
    expect(cellLabel("answered", false).text).toBe("Answered (poll)");
    expect(cellLabel(null, true).text).toBe("On it");
    expect(cellLabel(null, false)).toEqual({ mark: "", text: "Not yet" });
  });

  it("shows a student's progress as answered of all questions, or Done", () => {
    expect(progressText(row({ answered: 7, current: 7 }), 20)).toBe("7 of 20");
    expect(progressText(row({ answered: 20, current: null }), 20)).toBe("Done");
  });

  it("marks a student idle after a minute without an answer or a Next, counting on from the grid's arrival", () => {
    expect(isIdle(row({ idleMs: IDLE_AFTER_MS - 1000 }), 0)).toBe(false);
    expect(isIdle(row({ idleMs: IDLE_AFTER_MS - 1000 }), 2000)).toBe(true);
    expect(isIdle(row({ idleMs: IDLE_AFTER_MS + 1, current: null }), 0)).toBe(false);
  });

  it("gives the class's share right per question of those who answered it; — before anyone did and for a poll", () => {
    const progress: PacedProgress = {
      total: 3,
      finished: 0,
      questions: 3,
      perQuestion: [
        { answered: 3, correct: 2 },
        { answered: 0, correct: 0 },
        { answered: 1, correct: 0 },
      ],
      rows: [row({ cells: ["right", null, "answered"] })],
      serverNow: 0,
    };
    expect(classRight(progress)).toEqual(["67%", "—", "—"]);
  });
});

// Host texts are the app catalog's (issue 33).
import "../../i18n/app-messages";
import type { PacedProgress, ProgressRow } from "@quizdeck/shared/socket-events";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithCatalog } from "../../i18n/render-with-catalog";
import { IDLE_AFTER_MS } from "../progress-grid";
import { ProgressScreen } from "./progress-screen";

const row = (Username: string, overrides: Partial<ProgressRow>): ProgressRow => ({
  User_id: Username,
  Username,
  score: 0,
  answered: 0,
  correct: 0,
  current: 0,
  idleMs: 0,
  cells: [null, null],
  ...overrides,
});

const render = (progress: PacedProgress, homework: { due: string; joinCode: string | null } | null = null) =>
  renderWithCatalog(createElement(ProgressScreen, { progress, receivedAt: Date.now(), homework }));

describe("the host's progress grid screen (issue 31)", () => {
  const progress: PacedProgress = {
    total: 250,
    finished: 1,
    questions: 2,
    // 50% and 100% right.
    perQuestion: [2, 1].map((answered) => ({ answered, correct: 1 })),
    rows: [
      row("Ann", { current: null, answered: 2, correct: 2, score: 3600, cells: ["right", "right"] }),
      row("Gus", { Guest: true, current: 1, answered: 1, cells: ["wrong", null], idleMs: IDLE_AFTER_MS + 1 }),
    ],
    serverNow: 0,
  };
  const html = render(progress);

  it("is a table with column and row headers, every cell in words", () => {
    expect(html).toContain('<th scope="col" class="progress-name">Student</th>');
    expect(html).toMatch(
      /<th scope="row" class="progress-name"><span class="progress-student" title="Gus" dir="auto">Gus<\/span>/,
    );
    expect(html).toContain('<span class="visually-hidden">Question 2</span>');
    expect(html.match(/visually-hidden">Right</g)).toHaveLength(2);
    expect(html).toContain('visually-hidden">Wrong<');
    expect(html).toContain('visually-hidden">On it<');
  });

  it("marks the guest and the idle student, and says who finished and how many are listed", () => {
    expect(html.match(/progress-badge">Guest</g)).toHaveLength(1);
    expect(html.match(/progress-idle">Idle</g)).toHaveLength(1);
    expect(html).toContain("1 of 250 students finished.");
    expect(html).toContain("The first 2 of 250 students are listed; the figures count everyone.");
    expect(html).toContain('<td class="progress-share">50%</td><td class="progress-share">100%</td>');
  });

  it("with homework's attempts, says how many each gets and the attempt a student is on past the first", () => {
    const rows = [
      row("Ann", { current: 0, attempt: 2, score: 3600, cells: [null, null] }),
      row("Bo", { current: 1, attempt: 1, cells: ["right", null] }),
    ];
    const withAttempts = render({ ...progress, attempts: 3, rows });
    expect(withAttempts).toContain("Up to 3 attempts each");
    expect(withAttempts.match(/progress-attempt">Attempt \d</g)).toEqual(['progress-attempt">Attempt 2<']);
    expect(html).not.toMatch(/attempts each|Attempt \d/);
  });

  describe("of homework", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("says when it is due and how students join until then", () => {
      vi.stubGlobal("window", { location: { origin: "https://quizdeck.test" } });
      const homework = render(progress, { due: "2026-11-27T22:59:00.000Z", joinCode: "123456" });
      expect(homework).toMatch(/<strong>Due \w+/);
      expect(homework).toContain(
        'Students join with the code <strong>123456</strong> or at <a href="https://quizdeck.test/join?code=123456" dir="ltr">',
      );
      expect(homework).toContain("the deadline or End Game ends it for everyone");
      expect(html).not.toContain("Due ");
    });
  });
});

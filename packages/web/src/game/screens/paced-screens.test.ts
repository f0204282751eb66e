import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCatalog } from "../../i18n/render-with-catalog";
import { type GameView, initialGameView } from "../screen-state";
import PacedPlayerScreen from "./paced-screens";

const render = (view: Partial<GameView>) =>
  renderWithCatalog(
    createElement(PacedPlayerScreen, {
      view: { ...initialGameView("player", "7"), pace: "student", ...view },
      dispatch: () => undefined,
      socket: null,
      keysEnabled: true,
    }),
  );

describe("a student-paced player's screens after answering (issue 31)", () => {
  it("their result says the rank so far and offers Next question", () => {
    const html = render({
      screen: "results",
      questionResult: {
        CardIndex: 0,
        outcome: "correct",
        points: 1800,
        score: 1800,
        rank: 2,
        playerCount: 30,
        rankChange: null,
        correctIndex: 0,
      },
    });
    expect(html).toContain("You are 2nd of 30 so far");
    expect(html).toMatch(/<button[^>]*aria-keyshortcuts="Enter"[^>]*>Next question<\/button>/);
  });

  it("Time's up scores 0 and offers Next question; You're done gives the score and the right answers", () => {
    const timeUp = render({ screen: "timeup" });
    expect(timeUp).toContain("No answer in time: this question scores 0.");
    expect(timeUp).toMatch(/<button[^>]*>Next question/);
    const done = render({ screen: "done", pacedFinished: { score: 4200, correct: 3, answered: 4, total: 5 } });
    expect(done).toContain("You&#x27;re done");
    expect(done).toContain('data-testid="done-score">4200<');
    expect(done).toContain("3 of 5 right");
    expect(done).not.toContain("Next question");
  });

  describe("with homework's attempts (issue 31)", () => {
    const finished = { score: 2400, correct: 1, answered: 2, total: 2, bestScore: 3600 };

    it("after attempt 1 of 2: this attempt's score, the best one's, and Try again", () => {
      const html = render({ screen: "done", pacedFinished: { ...finished, attempt: 1, attempts: 2 } });
      expect(html).toContain("Attempt 1 of 2");
      expect(html).toContain('data-testid="done-score">2400<');
      expect(html).toContain('Your best: <strong data-testid="best-score">3600<');
      expect(html).toMatch(/<button[^>]*class="button button-primary paced-next"[^>]*>Try again<\/button>/);
      expect(html).not.toContain("aria-keyshortcuts");
      expect(html).not.toContain("You have used all your attempts");
    });

    it("after the last attempt: no Try again, and says so", () => {
      const html = render({ screen: "done", pacedFinished: { ...finished, attempt: 2, attempts: 2 } });
      expect(html).toContain("Attempt 2 of 2");
      expect(html).toContain("You have used all your attempts");
      expect(html).toContain('data-testid="best-score">3600<');
      expect(html).not.toContain("Try again");
    });

    it("one attempt (or a server before attempts) shows none of it", () => {
      for (const pacedFinished of [
        { ...finished, attempt: 1, attempts: 1 },
        { score: 2400, correct: 1, answered: 2, total: 2 },
      ]) {
        const html = render({ screen: "done", pacedFinished });
        expect(html).not.toMatch(/Attempt \d|Your best|Try again|used all your attempts/);
      }
    });
  });
});

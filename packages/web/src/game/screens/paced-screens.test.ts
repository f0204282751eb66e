import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type GameView, initialGameView } from "../screen-state";
import PacedPlayerScreen from "./paced-screens";

const render = (view: Partial<GameView>) =>
  renderToStaticMarkup(
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
});

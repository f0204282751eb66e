import { describe, expect, it } from "vitest";
import { announcementFor } from "./announcement";
import { type GameView, initialGameView } from "./screen-state";

const card = {
  question: "Capital of France?",
  type: "multiple_choice" as const,
  points: "standard" as const,
  answers: ["Nice", "Paris", "Lyon", "Lille"],
  image: null,
  imageAlt: "",
  index: 1,
  total: 5,
};

function view(changes: Partial<GameView>): GameView {
  return { ...initialGameView("player", "7"), ...changes };
}

describe("what the game's live region says (issue 29)", () => {
  it("each new question, then 10 seconds left once, then Time's up", () => {
    const question = view({ screen: "question", card: { ...card, deadline: 30_000 } });
    expect(announcementFor(question, 0)).toBe("Question 2 of 5: Capital of France?");
    expect(announcementFor(question, 19_999)).toBe("Question 2 of 5: Capital of France?");
    expect(announcementFor(question, 20_000)).toBe("10 seconds left");
    expect(announcementFor(question, 29_500)).toBe("10 seconds left");
    expect(announcementFor(view({ screen: "loading" }), 30_000)).toBe("Time's up");
  });

  it("says nothing the screen's own status region says: the answer locked in, the result", () => {
    const locked = { Answer_id: 1, position: 1, totalPos: 3 };
    expect(announcementFor(view({ screen: "postquestion", answered: locked }), 0)).toBe("");
    expect(announcementFor(view({ screen: "results" }), 0)).toBe("");
    expect(announcementFor({ ...view({ screen: "postquestion" }), role: "host" }, 0)).toBe("Time's up");
  });
});

// The host's screens' texts are the app's catalog, beside the player's.
import "../i18n/app-messages";
import type { GameEnded, QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { announcementFor } from "./announcement";
import { type GameView, initialGameView } from "./screen-state";

const questionResult: QuestionResult = {
  CardIndex: 1,
  correctIndex: 1,
  outcome: "correct",
  points: 950,
  score: 1950,
  rank: 1,
  playerCount: 2,
  rankChange: 0,
};
const questionEnded: QuestionEnded = {
  CardIndex: 1,
  correctIndex: 1,
  counts: [0, 2, 0, 0],
  Type: "multiple_choice",
  answered: 2,
  total: 2,
  Scores: [],
};
const gameEnded: GameEnded = {
  message: "The host ended the game",
  reason: "host",
  started: true,
  final: [],
  playerCount: 2,
};

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
    const question = view({ screen: "question", card: { ...card, deadline: 30_000, shownSeconds: 30 } });
    expect(announcementFor(question, 0)).toBe("Question 2 of 5: Capital of France?");
    expect(announcementFor(question, 19_999)).toBe("Question 2 of 5: Capital of France?");
    expect(announcementFor(question, 20_000)).toBe("10 seconds left");
    expect(announcementFor(question, 29_500)).toBe("10 seconds left");
    expect(announcementFor(view({ screen: "loading" }), 30_000)).toBe("Time's up");
  });

  it("says a question shown with 10 seconds or less (a short one, or one come back to late) rather than the time", () => {
    const short = view({ screen: "question", card: { ...card, deadline: 5_000, shownSeconds: 5 } });
    expect(announcementFor(short, 0)).toBe("Question 2 of 5: Capital of France?");
    expect(announcementFor(short, 3_000)).toBe("Question 2 of 5: Capital of France?");
  });

  it("says nothing the screen's own status region says: the answer locked in, the points and rank", () => {
    const locked = { Answer_id: 1, position: 1, totalPos: 3 };
    expect(announcementFor(view({ screen: "postquestion", answered: locked }), 0)).toBe("");
    expect(announcementFor(view({ screen: "results" }), 0)).toBe("");
    expect(announcementFor({ ...view({ screen: "postquestion" }), role: "host" }, 0)).toBe("Time's up");
  });

  it("names each screen after the question, wherever the user's focus is: the outcome, results, leaderboard, end", () => {
    const outcome = (outcome: QuestionResult["outcome"]) =>
      announcementFor(view({ screen: "results", questionResult: { ...questionResult, outcome } }), 0);
    expect(outcome("correct")).toBe("Correct");
    expect(outcome("incorrect")).toBe("Incorrect");
    expect(outcome("timeout")).toBe("Time's up");
    const host = (changes: Partial<GameView>) => announcementFor({ ...view(changes), role: "host" }, 0);
    expect(host({ screen: "results", result: questionEnded })).toBe("Results");
    expect(host({ screen: "results", result: { ...questionEnded, Type: "poll" } })).toBe("Poll results");
    expect(announcementFor(view({ screen: "leaderboard" }), 0)).toBe("Leaderboard");
    expect(host({ screen: "leaderboard" })).toBe("Leaderboard");
    expect(announcementFor(view({ screen: "postgame", ended: { ...gameEnded, started: true } }), 0)).toBe(
      "Final Leaderboard",
    );
    expect(host({ screen: "postgame", ended: { ...gameEnded, started: false } })).toBe("Game ended");
  });
});

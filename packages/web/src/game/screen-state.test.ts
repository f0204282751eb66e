import type { CardForClient, GameSnapshot, QuestionEnded } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { type GameAction, type GameRole, type GameView, gameReducer, initialGameView } from "./screen-state";

const card = (index: number, deadline: number, serverNow: number): CardForClient => ({
  Card: { Question: `Question ${index + 1}`, Answers: ["a", "b", "c", "d"], image: null },
  CardIndex: index,
  totalCards: 3,
  deadline,
  serverNow,
});

const result: QuestionEnded = {
  CardIndex: 0,
  correctIndex: 2,
  counts: [0, 1, 1, 0],
  answered: 2,
  total: 2,
  Scores: [
    { User_id: "1", Username: "Ann", score: 1500, rank: 1 },
    { User_id: "2", Username: "Ben", score: 500, rank: 2 },
  ],
};

function snapshot(overrides: Partial<GameSnapshot>): GameSnapshot {
  return {
    Game_id: "7",
    Join_Code: "ABCDEF",
    phase: "lobby",
    isHost: false,
    settings: { Deck_Title: "Capitals", Timer: 30, shuffleDeck: false, pointsForWrong: true, allowLateJoins: true },
    players: [],
    playerCount: 2,
    startsAt: null,
    card: null,
    answered: null,
    lastResult: null,
    ended: null,
    you: { User_id: "1", Username: "Ann", score: 1200, rank: null, joinedLate: false },
    yourResult: null,
    serverNow: 100_000,
    ...overrides,
  };
}

const run = (role: GameRole, ...actions: GameAction[]): GameView =>
  actions.reduce(gameReducer, initialGameView(role, "7"));

describe("game screen state (SPEC §4)", () => {
  it("starts in start", () => {
    expect(initialGameView("player", "7").screen).toBe("start");
  });

  it("game_started keeps start and moves the countdown's end onto the local clock", () => {
    const view = run("player", { type: "game_started", startsAt: 104_000, serverNow: 100_000, now: 50_000 });
    expect(view).toMatchObject({ screen: "start", startsAt: 54_000 });
  });

  it("a card opens the question with its deadline on the local clock and clears the last answer", () => {
    const view = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 1_000 },
      { type: "answer_chosen", index: 1 },
      { type: "card", card: card(1, 160_000, 130_000), now: 31_000 },
    );
    expect(view.screen).toBe("question");
    expect(view.card).toMatchObject({ question: "Question 2", index: 1, total: 3, deadline: 61_000 });
    expect(view.chosen).toBeNull();
    expect(view.answered).toBeNull();
  });

  it("picking an answer moves a player to postquestion once; the server's check brings the score", () => {
    const chosen = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", index: 3 },
      { type: "answer_chosen", index: 1 },
    );
    expect(chosen).toMatchObject({ screen: "postquestion", chosen: 3 });
    const checked = gameReducer(chosen, {
      type: "check_answer",
      check: { Answer_id: 3, position: 1, totalPos: 2, correct: true, points: 1500, score: 1500 },
    });
    expect(checked).toMatchObject({ screen: "postquestion", score: 1500, answered: { correct: true, points: 1500 } });
  });

  it("the host never answers", () => {
    const view = run(
      "host",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", index: 0 },
    );
    expect(view.screen).toBe("question");
  });

  it("the timer ending moves a player to loading and the host to postquestion", () => {
    const opened = { type: "card", card: card(0, 130_000, 100_000), now: 0 } as const;
    expect(run("player", opened, { type: "timer_ended" }).screen).toBe("loading");
    expect(run("host", opened, { type: "timer_ended" }).screen).toBe("postquestion");
  });

  it("the timer ending after an answer keeps the player on Answer Submitted", () => {
    const view = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", index: 0 },
      { type: "timer_ended" },
    );
    expect(view.screen).toBe("postquestion");
  });

  it("question_ended shows the leaderboard with the server's top 5", () => {
    const view = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "timer_ended" },
      { type: "question_ended", result },
    );
    expect(view.screen).toBe("leaderboard");
    expect(view.result?.Scores[0]?.Username).toBe("Ann");
  });

  it("the end-of-deck card (-999) moves to postgame", () => {
    const view = run("player", {
      type: "card",
      card: { Card: null, CardIndex: -999, totalCards: 3, deadline: 0, serverNow: 0 },
      now: 0,
    });
    expect(view.screen).toBe("postgame");
  });

  it("game_ended moves to postgame with the final list; your_result brings the player's rank and score", () => {
    const final = [{ User_id: "1", Username: "Ann", score: 3000, rank: 1 }];
    const view = run(
      "player",
      { type: "game_ended", ended: { message: "The game is over.", started: true, final, playerCount: 1 } },
      { type: "your_result", result: { rank: 1, score: 3000, playerCount: 1 } },
    );
    expect(view).toMatchObject({ screen: "postgame", score: 3000, yourResult: { rank: 1 } });
    expect(view.ended?.final).toEqual(final);
  });

  it("the server's current state sets the state: ended → postgame, countdown → start", () => {
    const question = { type: "card", card: card(0, 130_000, 100_000), now: 0 } as const;
    expect(run("player", question, { type: "current_state", phase: "ended" }).screen).toBe("postgame");
    expect(run("host", { type: "current_state", phase: "countdown" }).screen).toBe("start");
    expect(run("player", question, { type: "current_state", phase: "question" }).screen).toBe("question");
  });

  it("a connection that cannot be confirmed moves to error with the given text", () => {
    const view = run("player", { type: "connection_failed", message: "We couldn't connect you." });
    expect(view).toMatchObject({ screen: "error", error: "We couldn't connect you." });
  });

  it("settings, answer counts, player counts and notices are kept for the top bar and the host", () => {
    const view = run(
      "host",
      {
        type: "settings",
        settings: { Deck_Title: "Rivers", Timer: 20, shuffleDeck: true, pointsForWrong: false, allowLateJoins: true },
      },
      { type: "answer_count", answered: 1, total: 3 },
      { type: "player_count", playerCount: 3 },
      { type: "notice", message: "Time is up for this question" },
    );
    expect(view).toMatchObject({
      deckTitle: "Rivers",
      answerCount: { answered: 1, total: 3 },
      playerCount: 3,
      notice: "Time is up for this question",
    });
  });

  it("a notice belongs to its screen: it goes when the screen changes (issue #11 item 5)", () => {
    const refused = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 100_000 },
      { type: "answer_chosen", index: 1 },
      { type: "notice", message: "Time is up for this question" },
    );
    expect(refused).toMatchObject({ screen: "postquestion", notice: "Time is up for this question" });
    expect(gameReducer(refused, { type: "answer_count", answered: 2, total: 3 }).notice).toBe(
      "Time is up for this question",
    );
    expect(gameReducer(refused, { type: "question_ended", result })).toMatchObject({
      screen: "leaderboard",
      notice: null,
    });
  });
});

describe("drawing the screen from the reconnect snapshot (SPEC §4, issue #4 item 7)", () => {
  const now = 40_000; // the server is 60 s ahead

  it("lobby and countdown draw the start screen with the countdown on the local clock", () => {
    expect(run("player", { type: "snapshot", snapshot: snapshot({}), now })).toMatchObject({
      screen: "start",
      confirmed: true,
      joinCode: "ABCDEF",
      deckTitle: "Capitals",
      username: "Ann",
      score: 1200,
    });
    const counting = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "countdown", startsAt: 103_000 }),
      now,
    });
    expect(counting).toMatchObject({ screen: "start", startsAt: 43_000 });
  });

  it("an open question shows the question, or Answer Submitted when already answered", () => {
    const open = snapshot({ phase: "question", card: card(1, 120_000, 100_000) });
    expect(run("player", { type: "snapshot", snapshot: open, now })).toMatchObject({
      screen: "question",
      card: { index: 1, deadline: 60_000 },
    });
    const answered = snapshot({
      phase: "question",
      card: card(1, 120_000, 100_000),
      answered: { Answer_id: 2, position: 1, totalPos: 2, correct: false, points: 500, score: 1200 },
    });
    expect(run("player", { type: "snapshot", snapshot: answered, now })).toMatchObject({
      screen: "postquestion",
      chosen: 2,
      answered: { points: 500 },
    });
  });

  it("a question whose time is up shows loading to a player and postquestion to the host", () => {
    const late = snapshot({ phase: "question", card: card(1, 100_000, 100_000) });
    expect(run("player", { type: "snapshot", snapshot: late, now }).screen).toBe("loading");
    expect(run("host", { type: "snapshot", snapshot: { ...late, isHost: true, you: null }, now }).screen).toBe(
      "postquestion",
    );
  });

  it("results draw the leaderboard and ended the final screen", () => {
    expect(
      run("player", { type: "snapshot", snapshot: snapshot({ phase: "results", lastResult: result }), now }),
    ).toMatchObject({ screen: "leaderboard", result });
    const ended = { message: "Over", started: true, final: [], playerCount: 2 };
    expect(run("host", { type: "snapshot", snapshot: snapshot({ phase: "ended", ended }), now })).toMatchObject({
      screen: "postgame",
      ended,
    });
  });

  it("a snapshot after the error screen brings the game back", () => {
    const view = run(
      "player",
      { type: "connection_failed", message: "Lost" },
      { type: "snapshot", snapshot: snapshot({}), now },
    );
    expect(view).toMatchObject({ screen: "start", error: null });
  });
});

// Host texts are the app catalog's (issue 33).
import "../i18n/app-messages";
import { messages } from "@quizdeck/shared/messages";
import type { CardForClient, GameSnapshot, QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { NO_ANSWER } from "./refusal";
import { type GameAction, type GameRole, type GameView, gameReducer, initialGameView } from "./screen-state";

const card = (index: number, deadline: number, serverNow: number): CardForClient => ({
  Card: {
    Question: `Question ${index + 1}`,
    Answers: ["a", "b", "c", "d"],
    image: null,
    Image_alt: "",
    Type: "multiple_choice",
    Points: "standard",
  },
  CardIndex: index,
  totalCards: 3,
  deadline,
  serverNow,
});

const result: QuestionEnded = {
  CardIndex: 0,
  Type: "multiple_choice",
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
    settings: {
      Deck_Title: "Capitals",
      Timer: 30,
      shuffleDeck: false,
      pointsForWrong: true,
      allowLateJoins: true,
      allowGuests: true,
      revealOnAnswer: false,
    },
    players: [],
    playerCount: 2,
    startsAt: null,
    card: null,
    answered: null,
    lastResult: null,
    ended: null,
    you: { User_id: "1", Username: "Ann", score: 1200, rank: null, joinedLate: false },
    yourResult: null,
    answerCount: null,
    locked: false,
    serverNow: 100_000,
    ...overrides,
  };
}

const run = (role: GameRole, ...actions: GameAction[]): GameView =>
  actions.reduce(gameReducer, initialGameView(role, "7"));

describe("a player's final place after a reload (issue 29)", () => {
  it("comes back from the snapshot of an ended game", () => {
    const you = { User_id: "1", Username: "Ann", score: 1500, rank: 1, joinedLate: false };
    const view = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "ended", you, playerCount: 2 }),
      now: 0,
    });
    expect(view).toMatchObject({ screen: "postgame", yourResult: { rank: 1, score: 1500, playerCount: 2 } });
  });
});

describe("the host's answer count after a reload (issue 29)", () => {
  it("comes back from the snapshot with who has not answered yet", () => {
    const count = { answered: 1, total: 2, waiting: [{ User_id: "2", Username: "Ben" }] };
    const view = run("host", {
      type: "snapshot",
      snapshot: snapshot({ phase: "question", answerCount: count }),
      now: 0,
    });
    expect(view.answerCount).toEqual(count);
  });
});

describe("game screen state (docs/product.md §4)", () => {
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
      { type: "answer_chosen", answer: { Answer_id: 1 } },
      { type: "card", card: card(1, 160_000, 130_000), now: 31_000 },
    );
    expect(view.screen).toBe("question");
    expect(view.card).toMatchObject({ question: "Question 2", index: 1, total: 3, deadline: 61_000 });
    expect(view.chosen).toBeNull();
    expect(view.answered).toBeNull();
  });

  it("picking an answer moves a player to postquestion once; a check that only locks it in keeps the score", () => {
    const locked = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", answer: { Answer_id: 3 } },
      { type: "check_answer", check: { Answer_id: 3, position: 1, totalPos: 2 } },
    );
    expect(locked).toMatchObject({
      screen: "postquestion",
      chosen: { Answer_id: 3 },
      score: 0,
      answered: { position: 1 },
    });
  });

  it("with right or wrong shown at once, the server's check brings the score", () => {
    const chosen = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", answer: { Answer_id: 3 } },
      { type: "answer_chosen", answer: { Answer_id: 1 } },
    );
    expect(chosen).toMatchObject({ screen: "postquestion", chosen: { Answer_id: 3 } });
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
      { type: "answer_chosen", answer: { Answer_id: 0 } },
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
      { type: "answer_chosen", answer: { Answer_id: 0 } },
      { type: "timer_ended" },
    );
    expect(view.screen).toBe("postquestion");
  });

  it("question_ended opens the results and keeps the server's top 5 for the leaderboard", () => {
    const view = run(
      "player",
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "timer_ended" },
      { type: "question_ended", result },
    );
    expect(view.screen).toBe("results");
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
      {
        type: "game_ended",
        ended: { message: "The game is over.", reason: "finished", started: true, final, playerCount: 1 },
      },
      { type: "your_result", result: { rank: 1, score: 3000, playerCount: 1 } },
    );
    expect(view).toMatchObject({ screen: "postgame", score: 3000, yourResult: { rank: 1 } });
    expect(view.ended?.final).toEqual(final);
  });

  it("game_ended gives a player in the final list their place at once: the screen does not wait for your_result", () => {
    const final = [
      { User_id: "2", Username: "Bo", score: 4000, rank: 1 },
      { User_id: "1", Username: "Ann", score: 3000, rank: 2 },
    ];
    const ended = {
      type: "game_ended",
      ended: { message: "", reason: "finished", started: true, final, playerCount: 30 },
    } as const;
    const joined = { type: "snapshot", snapshot: snapshot({ phase: "question" }), now: 100_000 } as const;
    expect(run("player", joined, ended).yourResult).toEqual({ rank: 2, score: 3000, playerCount: 30 });
    // The server's own result, which also counts the missed questions, replaces it.
    const result = { rank: 2, score: 3000, playerCount: 30, missed: 1 };
    expect(run("player", joined, ended, { type: "your_result", result }).yourResult).toEqual(result);
    // Beyond the list, and for the host, it waits for the server.
    const beyond = { ...ended, ended: { ...ended.ended, final: final.slice(0, 1) } };
    expect(run("player", joined, beyond).yourResult).toBeNull();
    expect(run("host", joined, ended).yourResult).toBeNull();
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
        settings: {
          Deck_Title: "Rivers",
          Timer: 20,
          shuffleDeck: true,
          pointsForWrong: false,
          allowLateJoins: true,
          allowGuests: true,
          revealOnAnswer: false,
        },
      },
      { type: "answer_count", count: { answered: 1, total: 3, waiting: [] } },
      { type: "players", joined: [], left: [], playerCount: 3, notices: [] },
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
      { type: "answer_chosen", answer: { Answer_id: 1 } },
      { type: "notice", message: "Time is up for this question" },
    );
    expect(refused).toMatchObject({ screen: "postquestion", notice: "Time is up for this question" });
    expect(gameReducer(refused, { type: "answer_count", count: { answered: 2, total: 3, waiting: [] } }).notice).toBe(
      "Time is up for this question",
    );
    expect(gameReducer(refused, { type: "question_ended", result })).toMatchObject({
      screen: "results",
      notice: null,
    });
  });
});

describe("drawing the screen from the reconnect snapshot (docs/product.md §4, issue #4 item 7)", () => {
  const now = 40_000; // the server is 60 s ahead

  it("a node's restart hint shows until the snapshot from the next node arrives (issue 16); other notices stay", () => {
    const restarting: GameAction = { type: "notice", message: messages.serverRestarting };
    expect(run("player", restarting).notice).toBe(messages.serverRestarting);
    expect(run("player", restarting, { type: "snapshot", snapshot: snapshot({}), now }).notice).toBeNull();
    const other: GameAction = { type: "notice", message: "Something else" };
    expect(run("player", other, { type: "snapshot", snapshot: snapshot({}), now }).notice).toBe("Something else");
  });

  it("a press the server did not answer while the connection was down: its notice goes once the game is back", () => {
    const unanswered: GameAction = { type: "notice", message: NO_ANSWER };
    expect(run("host", unanswered).notice).toBe(NO_ANSWER);
    expect(run("host", unanswered, { type: "snapshot", snapshot: snapshot({}), now }).notice).toBeNull();
  });

  it("lobby and countdown draw the start screen with the countdown on the local clock", () => {
    expect(run("player", { type: "snapshot", snapshot: snapshot({}), now })).toMatchObject({
      screen: "start",
      confirmed: true,
      joinCode: "ABCDEF",
      deckTitle: "Capitals",
      userId: "1",
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
      chosen: { Answer_id: 2 },
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

  it("results draw the results, leaderboard the leaderboard and ended the final screen", () => {
    expect(
      run("player", { type: "snapshot", snapshot: snapshot({ phase: "results", lastResult: result }), now }),
    ).toMatchObject({ screen: "results", result });
    expect(
      run("host", { type: "snapshot", snapshot: snapshot({ phase: "leaderboard", lastResult: result }), now }),
    ).toMatchObject({ screen: "leaderboard", result });
    const ended = { message: "Over", reason: "finished" as const, started: true, final: [], playerCount: 2 };
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

const yours = (overrides: Partial<QuestionResult> = {}): QuestionResult => ({
  CardIndex: 0,
  outcome: "correct",
  points: 1500,
  score: 1500,
  rank: 1,
  playerCount: 2,
  rankChange: null,
  correctIndex: 2,
  ...overrides,
});

describe("a result after every question, then the leaderboard (issue 11 items 1, 2, 6)", () => {
  const opened = { type: "card", card: card(0, 130_000, 100_000), now: 0 } as const;

  it("the player's own result opens the results screen, whether it comes before or after question_ended", () => {
    const first = run(
      "player",
      opened,
      { type: "answer_chosen", answer: { Answer_id: 2 } },
      { type: "question_result", result: yours() },
    );
    expect(first).toMatchObject({ screen: "results", questionResult: { outcome: "correct" }, score: 1500 });
    const second = run(
      "player",
      opened,
      { type: "answer_chosen", answer: { Answer_id: 2 } },
      { type: "question_ended", result },
      { type: "question_result", result: yours() },
    );
    expect(second).toMatchObject({ screen: "results", questionResult: { points: 1500 } });
  });

  it("the last to answer and the one whose time ran out both get their result", () => {
    const last = run(
      "player",
      opened,
      { type: "answer_chosen", answer: { Answer_id: 0 } },
      { type: "question_result", result: yours() },
    );
    expect(last.screen).toBe("results");
    const timeout = yours({ outcome: "timeout", points: 0, score: 0, rank: 2 });
    const late = run("player", opened, { type: "timer_ended" }, { type: "question_result", result: timeout });
    expect(late).toMatchObject({ screen: "results", questionResult: { outcome: "timeout" } });
  });

  it("the host sees the distribution on results; show_leaderboard moves everybody to the leaderboard", () => {
    const host = run("host", opened, { type: "question_ended", result });
    expect(host.screen).toBe("results");
    expect(gameReducer(host, { type: "show_leaderboard", cardIndex: 0 }).screen).toBe("leaderboard");
    const player = run("player", opened, { type: "question_result", result: yours() });
    expect(gameReducer(player, { type: "show_leaderboard", cardIndex: 0 })).toMatchObject({
      screen: "leaderboard",
      questionResult: { rank: 1 },
    });
    expect(
      run("host", opened, { type: "question_ended", result }, { type: "current_state", phase: "leaderboard" }).screen,
    ).toBe("leaderboard");
  });

  it("the next card clears the last result, so results wait for the new one", () => {
    const view = run(
      "player",
      opened,
      { type: "question_result", result: yours() },
      { type: "card", card: card(1, 160_000, 130_000), now: 0 },
      { type: "question_ended", result: { ...result, CardIndex: 1 } },
    );
    expect(view).toMatchObject({ screen: "results", questionResult: null });
  });

  it("a result of an older question does not replace the screen of a newer one", () => {
    const view = run(
      "player",
      { type: "card", card: card(1, 160_000, 130_000), now: 0 },
      { type: "question_result", result: yours({ CardIndex: 0 }) },
    );
    expect(view.screen).toBe("question");
  });

  it("a reload in results draws the player's result from the snapshot", () => {
    const view = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "results", lastResult: result, yourResult: yours({ rankChange: 1 }) }),
      now: 0,
    });
    expect(view).toMatchObject({ screen: "results", questionResult: { rankChange: 1 } });
  });
});

describe("late joiners, removal and endings (issue 11 items 3, 4, 6, 7)", () => {
  it("a late joiner outside the open question (no card for them) waits and plays from the next card", () => {
    const you = { User_id: "9", Username: "Cat", score: 0, rank: null, joinedLate: true };
    const open = snapshot({ phase: "question", card: null, you });
    const waiting = run("player", { type: "snapshot", snapshot: open, now: 0 });
    expect(waiting).toMatchObject({ screen: "late", joinedLate: true });
    expect(gameReducer(waiting, { type: "answer_chosen", answer: { Answer_id: 0 } }).screen).toBe("late");
    expect(gameReducer(waiting, { type: "timer_ended" }).screen).toBe("late");
    expect(gameReducer(waiting, { type: "question_ended", result }).screen).toBe("late");
    expect(gameReducer(waiting, { type: "show_leaderboard", cardIndex: 1 }).screen).toBe("leaderboard");
    expect(gameReducer(waiting, { type: "card", card: card(2, 150_000, 120_000), now: 0 })).toMatchObject({
      screen: "question",
      joinedLate: true,
    });
  });

  it("a late joiner back on a question they are in plays it; one who joined in results waits for the next card", () => {
    const you = { User_id: "9", Username: "Cat", score: 0, rank: null, joinedLate: true };
    const later = snapshot({ phase: "question", card: card(2, 120_000, 100_000), you });
    expect(run("player", { type: "snapshot", snapshot: later, now: 0 }).screen).toBe("question");
    const inResults = snapshot({ phase: "results", lastResult: result, you });
    expect(run("player", { type: "snapshot", snapshot: inResults, now: 0 }).screen).toBe("late");
  });

  it("removed_from_game and a 'removed' refusal show the removal screen", () => {
    expect(run("player", { type: "removed", message: "The host removed you from this game" })).toMatchObject({
      screen: "removed",
      error: "The host removed you from this game",
    });
    const refused = run("player", {
      type: "connection_failed",
      message: "The host removed you from this game",
      code: "removed",
    });
    expect(refused.screen).toBe("removed");
  });

  it("the host's players list follows the batches and keeps the notices until they expire", () => {
    const alex = { User_id: "5", Username: "Alex" };
    const host = run(
      "host",
      { type: "snapshot", snapshot: snapshot({ isHost: true, you: null, players: [alex] }), now: 0 },
      {
        type: "players",
        joined: [{ User_id: "6", Username: "Bea" }],
        left: ["5"],
        playerCount: 1,
        notices: [
          { kind: "left", User_id: "5", Username: "Alex" },
          { kind: "joined_late", User_id: "6", Username: "Bea" },
        ],
      },
    );
    expect(host.players).toEqual([{ User_id: "6", Username: "Bea" }]);
    expect(host.notices.map((notice) => notice.text)).toEqual(["\u2068Alex\u2069 left", "\u2068Bea\u2069 joined late"]);
    const expired = gameReducer(host, { type: "notice_expired", id: host.notices[0]!.id });
    expect(expired.notices.map((notice) => notice.text)).toEqual(["\u2068Bea\u2069 joined late"]);
  });
});

describe("question types on the screens (issue 30)", () => {
  it("keeps the card's type and points, and a reload keeps the answer in the form it was sent", () => {
    const order = card(0, 120_000, 100_000);
    if (!order.Card) throw new Error("no card");
    order.Card = { ...order.Card, Type: "order", Points: "double" };
    const answered = { Answer_id: -1, Answer_ids: [2, 0, 1, 3], position: 1, totalPos: 2 };
    const view = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "question", card: order, answered }),
      now: 0,
    });
    expect(view).toMatchObject({
      screen: "postquestion",
      card: { type: "order", points: "double" },
      chosen: { Answer_ids: [2, 0, 1, 3] },
    });
    const typed = run("player", { type: "card", card: card(1, 120_000, 100_000), now: 0 });
    const sent = gameReducer(typed, { type: "answer_chosen", answer: { Text: "Paris" } });
    expect(sent).toMatchObject({ screen: "postquestion", chosen: { Text: "Paris" } });
  });

  it("plays a card from a server before issue 30 as multiple choice with standard points", () => {
    const old = card(0, 120_000, 100_000);
    const { Type: _type, Points: _points, ...Card } = old.Card as NonNullable<CardForClient["Card"]>;
    const view = run("player", { type: "card", card: { ...old, Card: Card as CardForClient["Card"] }, now: 0 });
    expect(view.card).toMatchObject({ type: "multiple_choice", points: "standard" });
  });
});

describe("a student-paced game (issue 31)", () => {
  const paced = { ...snapshot({}).settings, pace: "student" as const };
  const ownResult: QuestionResult = {
    CardIndex: 0,
    outcome: "correct",
    points: 1800,
    score: 1800,
    rank: 1,
    playerCount: 2,
    rankChange: null,
    correctIndex: 2,
  };
  const progress = {
    total: 1,
    finished: 0,
    questions: 1,
    perQuestion: [{ answered: 1, correct: 1 }],
    rows: [
      {
        User_id: "1",
        Username: "Ann",
        score: 1800,
        answered: 1,
        correct: 1,
        current: null,
        idleMs: 5000,
        cells: ["right" as const],
      },
    ],
    serverNow: 100_000,
  };

  it("takes a player from their result to the next question and, after the last, to You're done", () => {
    const view = run(
      "player",
      { type: "snapshot", snapshot: snapshot({ phase: "countdown", settings: paced }), now: 0 },
      { type: "card", card: card(0, 130_000, 100_000), now: 0 },
      { type: "answer_chosen", answer: { Answer_id: 2 } },
      {
        type: "check_answer",
        check: { Answer_id: 2, position: 1, totalPos: 2, correct: true, points: 1800, score: 1800 },
      },
      { type: "question_result", result: ownResult },
    );
    expect(view).toMatchObject({ screen: "results", score: 1800, pace: "student" });
    const next = gameReducer(view, { type: "card", card: card(1, 160_000, 130_000), now: 0 });
    expect(next).toMatchObject({ screen: "question", questionResult: null, answered: null });
    const done = gameReducer(next, {
      type: "paced_finished",
      finished: { score: 1800, correct: 1, answered: 2, total: 3 },
    });
    expect(done).toMatchObject({ screen: "done", score: 1800, pacedFinished: { correct: 1, total: 3 } });
  });

  it("Try again at homework: question 1 of the new attempt starts its score at 0, done no more", () => {
    const finished = { score: 3600, correct: 2, answered: 2, total: 2, attempt: 1, attempts: 2, bestScore: 3600 };
    const you = { User_id: "1", Username: "Ann", score: 3600, rank: 1, joinedLate: false };
    const done = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "paced", settings: paced, you, card: null, pacedFinished: finished }),
      now: 0,
    });
    expect(done).toMatchObject({ screen: "done", score: 3600, pacedFinished: finished });
    const again = gameReducer(done, { type: "card", card: card(0, 130_000, 100_000), now: 0 });
    expect(again).toMatchObject({ screen: "question", score: 0, pacedFinished: null, card: { index: 0 } });
    // Within an attempt a new card keeps the score so far.
    const answered = gameReducer(again, { type: "question_result", result: { ...ownResult, score: 900 } });
    expect(gameReducer(answered, { type: "card", card: card(1, 160_000, 130_000), now: 0 }).score).toBe(900);
  });

  it("a player's own question running out shows Time's up, not the live game's wait for the results", () => {
    const view = run(
      "player",
      { type: "settings", settings: paced },
      { type: "card", card: card(0, 100_000, 100_000), now: 0 },
      { type: "timer_ended" },
    );
    expect(view.screen).toBe("timeup");
  });

  it("a reload rebuilds the player's screen: the question with its original deadline, their result, Time's up or done", () => {
    const reload = (overrides: Partial<GameSnapshot>, now = 0) =>
      run("player", { type: "snapshot", snapshot: snapshot({ phase: "paced", settings: paced, ...overrides }), now });
    const open = reload({ card: card(0, 112_000, 100_000) }, 5000);
    expect(open).toMatchObject({ screen: "question", card: { deadline: 17_000 } });
    expect(reload({ card: card(0, 99_000, 100_000) }).screen).toBe("timeup");
    const answered = { Answer_id: 2, position: 1, totalPos: 2, correct: true, points: 1800, score: 1800 };
    expect(reload({ card: card(0, 99_000, 100_000), answered, yourResult: ownResult }).screen).toBe("results");
    const finished = { score: 1800, correct: 1, answered: 3, total: 3 };
    expect(reload({ card: null, pacedFinished: finished })).toMatchObject({ screen: "done", pacedFinished: finished });
  });

  it("a late joiner plays from their own first question, not the live game's wait for the next one", () => {
    const you = { User_id: "3", Username: "Cy", score: 0, rank: null, joinedLate: true };
    const view = run("player", {
      type: "snapshot",
      snapshot: snapshot({ phase: "paced", settings: paced, you, card: card(0, 130_000, 100_000) }),
      now: 0,
    });
    expect(view).toMatchObject({ screen: "question", joinedLate: true, card: { index: 0 } });
  });

  it("homework keeps its deadline from the snapshot and the settings; a game without one has none", () => {
    const homework = { ...paced, deadline: "2026-11-27T22:59:00.000Z" };
    expect(run("player", { type: "snapshot", snapshot: snapshot({ settings: homework }), now: 0 }).homeworkDue).toBe(
      homework.deadline,
    );
    expect(run("host", { type: "settings", settings: homework }).homeworkDue).toBe(homework.deadline);
    expect(run("player", { type: "snapshot", snapshot: snapshot({ settings: paced }), now: 0 }).homeworkDue).toBeNull();
  });

  it("the host watches the progress grid: from the snapshot, after the countdown, and as it changes", () => {
    const reloaded = run("host", {
      type: "snapshot",
      snapshot: snapshot({ phase: "paced", settings: paced, isHost: true, you: null, progress }),
      now: 42,
    });
    expect(reloaded).toMatchObject({ screen: "progress", progress, progressAt: 42 });
    const started = run(
      "host",
      {
        type: "snapshot",
        snapshot: snapshot({ phase: "countdown", settings: paced, isHost: true, you: null }),
        now: 0,
      },
      { type: "progress", progress, now: 7 },
    );
    expect(started).toMatchObject({ screen: "progress", progressAt: 7 });
    expect(run("host", { type: "current_state", phase: "paced" }).screen).toBe("progress");
    expect(
      gameReducer(started, {
        type: "game_ended",
        ended: { message: "", reason: "finished", started: true, final: [], playerCount: 1 },
      }).screen,
    ).toBe("postgame");
  });
});

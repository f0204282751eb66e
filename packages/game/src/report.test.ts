import { describe, expect, it } from "vitest";
import {
  advanceClock,
  COUNTDOWN_MS,
  endGame,
  joinGame,
  kickPlayer,
  leaveGame,
  nextStep,
  startGame,
  submitAnswer,
} from "./engine";
import { at, atFirstQuestion, correctShown, deck, HOST, lobbyWith, wrongShown } from "./test-game";

const missed = { choice: null, ms: null, points: 0 };

describe("the game's report (issue 11 item 10)", () => {
  it("counts per question and per player, with answer times from the question's opening", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    const opened = COUNTDOWN_MS;
    // Question 1: a right after 1 s, b wrong after 3 s, c no answer; d joins late during it.
    submitAnswer(state, "a", correctShown(state), at(opened + 1000));
    const wrong = wrongShown(state);
    const wrongOriginal = state.question?.order[wrong] as number;
    submitAnswer(state, "b", wrong, at(opened + 3000));
    joinGame(state, { userId: "d", username: "name-d" });
    advanceClock(state, at(opened + 20_000));
    nextStep(state, HOST, at(opened + 21_000));
    nextStep(state, HOST, at(opened + 22_000));
    // Question 2, opened at +22 s: b leaves, then all right: c after 2 s, d after 4 s, a after 6 s.
    leaveGame(state, "b", at(opened + 22_500));
    submitAnswer(state, "c", correctShown(state), at(opened + 24_000));
    submitAnswer(state, "d", correctShown(state), at(opened + 26_000));
    submitAnswer(state, "a", correctShown(state), at(opened + 28_000));
    const report = endGame(state, HOST).results?.report;

    const firstCounts = [1, 0, 0, 0];
    firstCounts[wrongOriginal] = 1;
    expect(report?.deckTitle).toBe("Capitals");
    expect(report?.questions).toEqual([
      {
        index: 0,
        question: "Q1",
        answers: ["right1", "wrong1a", "wrong1b", "wrong1c"],
        counts: firstCounts,
        answered: 2,
        players: 3,
        correct: 1,
        averageMs: 2000,
      },
      {
        index: 1,
        question: "Q2",
        answers: ["right2", "wrong2a", "wrong2b", "wrong2c"],
        counts: [3, 0, 0, 0],
        answered: 3,
        players: 3,
        correct: 3,
        averageMs: 4000,
      },
    ]);
    // Q2's scoring total is the 4 players at its opening: 1750, 1500, 1250.
    expect(report?.players).toEqual([
      {
        userId: "a",
        username: "name-a",
        rank: 1,
        score: 2917,
        correct: 2,
        unanswered: 0,
        averageMs: 3500,
        joinedLate: false,
        answers: [
          { choice: 0, ms: 1000, points: 1667 },
          { choice: 0, ms: 6000, points: 1250 },
        ],
      },
      {
        userId: "c",
        username: "name-c",
        rank: 2,
        score: 1750,
        correct: 1,
        unanswered: 1,
        averageMs: 2000,
        joinedLate: false,
        answers: [missed, { choice: 0, ms: 2000, points: 1750 }],
      },
      {
        userId: "d",
        username: "name-d",
        rank: 3,
        score: 1500,
        correct: 1,
        unanswered: 0,
        averageMs: 4000,
        joinedLate: true,
        answers: [
          { ...missed, absent: true },
          { choice: 0, ms: 4000, points: 1500 },
        ],
      },
    ]);
  });

  it("counts a question the host ended the game in, and one nobody answered", () => {
    const state = atFirstQuestion(["a"]);
    advanceClock(state, at(COUNTDOWN_MS + 20_000));
    nextStep(state, HOST, at(COUNTDOWN_MS + 20_001));
    nextStep(state, HOST, at(COUNTDOWN_MS + 20_002));
    submitAnswer(state, "a", wrongShown(state), at(COUNTDOWN_MS + 20_502));
    const report = endGame(state, HOST).results?.report;
    expect(report?.questions.map((q) => [q.answered, q.players, q.correct, q.averageMs])).toEqual([
      [0, 1, 0, null],
      [1, 1, 0, 500],
    ]);
    expect(report?.players[0]).toMatchObject({ unanswered: 1, correct: 0, averageMs: 500 });
  });

  it("keeps a player the host removed mid-game: their answers so far, marked removed, out of ranks and stats", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    const opened = COUNTDOWN_MS;
    submitAnswer(state, "a", correctShown(state), at(opened + 1000));
    submitAnswer(state, "b", wrongShown(state), at(opened + 2000));
    advanceClock(state, at(opened + 20_000));
    nextStep(state, HOST, at(opened + 21_000));
    nextStep(state, HOST, at(opened + 22_000));
    // Question 2: b answers, then is removed while it is open; their answer to it no longer counts.
    submitAnswer(state, "b", correctShown(state), at(opened + 23_000));
    kickPlayer(state, HOST, "b", at(opened + 23_500));
    const results = endGame(state, HOST).results;
    const report = results?.report;

    expect(results?.players.map((player) => player.userId)).toEqual(["a", "c"]);
    expect(report?.players.map((player) => [player.userId, player.rank, player.removed])).toEqual([
      ["a", 1, undefined],
      ["c", 2, undefined],
      ["b", null, true],
    ]);
    expect(report?.players[2]).toMatchObject({
      username: "name-b",
      correct: 0,
      unanswered: 0,
      averageMs: 2000,
      joinedLate: false,
      answers: [
        { choice: expect.any(Number), ms: 2000, points: expect.any(Number) },
        { ...missed, absent: true },
      ],
    });
    expect(report?.players[2]?.answers[0]?.choice).not.toBe(0);
    expect(report?.questions.map((q) => [q.players, q.answered])).toEqual([
      [3, 2],
      [2, 0],
    ]);
  });

  it("leaves out a player removed in the lobby, who played nothing", () => {
    const state = lobbyWith(["a", "b"]);
    kickPlayer(state, HOST, "b", at(0));
    startGame(state, HOST, deck, at(0));
    advanceClock(state, at(COUNTDOWN_MS));
    const report = endGame(state, HOST).results?.report;
    expect(report?.players.map((player) => player.userId)).toEqual(["a"]);
  });
});

/** Issue 31, homework's attempts in the engine: try again, the best attempt counts, everywhere it is counted. */
import { describe, expect, it } from "vitest";
import type { Command } from "./commands";
import { replay, runCommand } from "./commands";
import { createGame, snapshotFor } from "./engine";
import type { GameSettings, GameState } from "./game-state";
import { homeworkMessages } from "./homework";
import { ruleMessages } from "./rules";
import { at, find, HOST, homeworkGame, homeworkSettings, homeworkTimes, refusalOf } from "./test-game";

const { START, RIGHT } = homeworkTimes;
const WRONG = 0;
/** A right answer the moment it is sent scores 2,000; a wrong one 0 (points for wrong answers off). */
const ALL_RIGHT = 3 * 2000;

type Game = ReturnType<typeof homeworkGame>;

/**
 * Ann answers her questions from `from` with `choices`, each the moment it is sent, and asks for her next a second
 * later; returns when she asked for the last.
 */
function answerAll(game: Game, from: number, choices: number[]): number {
  let now = from;
  for (const choice of choices) {
    game.run(now, { kind: "answer", userId: "a", answer: { choice } });
    now += 1000;
    game.run(now, { kind: "next_question", userId: "a" });
  }
  return now;
}

const playThrough = (game: Game, from: number, choice: number) => answerAll(game, from, [choice, choice, choice]);

const twoAttempts = (changes: Partial<GameSettings> = {}) =>
  homeworkGame({ attempts: 2, pointsForWrong: false, ...changes });

const refusal = (state: GameState, now: number, command: Command) =>
  refusalOf(() => runCommand(state, command, at(now)));

const tryAgain = { kind: "try_again", userId: "a" } as const;

describe("homework's attempts", () => {
  it("are 1 to 5, more than one only with a deadline, and show in the settings", () => {
    const choose = (changes: Partial<GameSettings>) => {
      const lobby = createGame({ gameId: "8", joinCode: "ABCDEG", hostId: HOST, now: 0 });
      return refusal(lobby, 0, { kind: "settings", userId: HOST, settings: homeworkSettings(changes) });
    };
    expect(choose({ attempts: 3, deadline: null })).toEqual({
      code: "invalid_payload",
      message: homeworkMessages.attemptsNeedDeadline,
    });
    expect(choose({ attempts: 3 })).toBeNull();
    expect(snapshotFor(twoAttempts().state, "a", START).settings.attempts).toBe(2);
    expect(snapshotFor(homeworkGame().state, "a", START).settings.attempts).toBe(1);
  });

  it("let a student who finished start again at question 1, and refuse when unfinished or used up", () => {
    const game = twoAttempts();
    expect(refusal(game.state, START, tryAgain)).toEqual({
      code: "question_open",
      message: ruleMessages.finishAttemptFirst,
    });
    const end = playThrough(game, START, RIGHT);
    expect(snapshotFor(game.state, "a", end).pacedFinished).toEqual({
      score: ALL_RIGHT,
      correct: 3,
      answered: 3,
      total: 3,
      attempt: 1,
      attempts: 2,
      bestScore: ALL_RIGHT,
    });

    const again = game.run(end, tryAgain);
    expect(find(again.emits, "card_for_client")?.payload).toMatchObject({ CardIndex: 0, deadline: end + 20_000 });
    // The phone's figures are the new attempt's; the host's row says which attempt it is, its score the best.
    expect(snapshotFor(game.state, "a", end).you?.score).toBe(0);
    expect(snapshotFor(game.state, HOST, end).progress).toMatchObject({
      attempts: 2,
      finished: 0,
      rows: [{ Username: "Ann", attempt: 2, score: ALL_RIGHT, answered: 0, cells: [null, null, null] }],
    });

    const later = playThrough(game, end, WRONG);
    expect(snapshotFor(game.state, "a", later).pacedFinished).toMatchObject({
      score: 0,
      correct: 0,
      attempt: 2,
      bestScore: ALL_RIGHT,
    });
    expect(refusal(game.state, later, tryAgain)).toEqual({
      code: "no_attempts_left",
      message: ruleMessages.noAttemptsLeft,
    });
    expect(refusal(homeworkGame().state, START, tryAgain)).toMatchObject({ code: "question_open" });
  });

  it("count the best attempt: the score, the report's row and question figures, the class's figures", () => {
    const game = twoAttempts();
    const end = playThrough(game, START, RIGHT);
    game.run(end, tryAgain);
    const later = playThrough(game, end, WRONG);
    // The worse second attempt took nothing from the class's figures.
    expect(snapshotFor(game.state, HOST, later).progress?.perQuestion).toEqual([
      { answered: 1, correct: 1 },
      { answered: 1, correct: 1 },
      { answered: 1, correct: 1 },
    ]);
    const { results, emits } = game.run(later, { kind: "end", userId: HOST });
    expect(results?.players).toEqual([expect.objectContaining({ userId: "a", score: ALL_RIGHT })]);
    // Her final result says she missed none: the counted attempt's misses, not the last one's.
    expect(find(emits, "your_result")?.payload).toEqual({ rank: 1, score: ALL_RIGHT, playerCount: 1, missed: 0 });
    expect(snapshotFor(game.state, "a", later).you?.missed).toBe(0);
    const ann = results?.report.players[0];
    expect(ann).toMatchObject({ score: ALL_RIGHT, correct: 3, unanswered: 0 });
    expect(ann?.answers.map((answer) => answer.points)).toEqual([2000, 2000, 2000]);
    expect(results?.report.questions.map(({ players, answered, correct }) => ({ players, answered, correct }))).toEqual(
      [1, 2, 3].map(() => ({ players: 1, answered: 1, correct: 1 })),
    );
  });

  it("let a better later attempt take the first one's place once it ends", () => {
    const game = twoAttempts();
    const end = playThrough(game, START, WRONG);
    game.run(end, tryAgain);
    const next = answerAll(game, end, [RIGHT]);
    // Under way, a better attempt's score counts for the class's ranking, its answers not yet in the figures.
    expect(snapshotFor(game.state, HOST, next).progress).toMatchObject({
      rows: [{ score: 2000, attempt: 2 }],
      perQuestion: [1, 2, 3].map(() => ({ answered: 1, correct: 0 })),
    });
    const later = answerAll(game, next, [RIGHT, RIGHT]);
    expect(snapshotFor(game.state, HOST, later).progress?.perQuestion).toEqual(
      [1, 2, 3].map(() => ({ answered: 1, correct: 1 })),
    );
    const { results } = game.run(later, { kind: "end", userId: HOST });
    expect(results?.report.players[0]).toMatchObject({ score: ALL_RIGHT, correct: 3 });
  });

  it("count an attempt cut short by the end when it is already the better one, as far as it went", () => {
    const game = twoAttempts();
    const end = playThrough(game, START, WRONG);
    game.run(end, tryAgain);
    game.run(end, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    const { results } = game.run(end + 500, { kind: "end", userId: HOST });
    const ann = results?.report.players[0];
    expect(ann).toMatchObject({ score: 2000, correct: 1, unanswered: 0 });
    expect(ann?.answers.map((answer) => answer.absent ?? false)).toEqual([false, true, true]);
    expect(results?.report.questions.map(({ players, answered, correct }) => ({ players, answered, correct }))).toEqual(
      [
        { players: 1, answered: 1, correct: 1 },
        { players: 0, answered: 0, correct: 0 },
        { players: 0, answered: 0, correct: 0 },
      ],
    );
  });

  it("keep the earlier attempt when one cut short by the end is no better", () => {
    const game = twoAttempts();
    const end = playThrough(game, START, RIGHT);
    game.run(end, tryAgain);
    game.run(end, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    const { results } = game.run(end + 500, { kind: "end", userId: HOST });
    expect(results?.report.players[0]).toMatchObject({ score: ALL_RIGHT, correct: 3, unanswered: 0 });
    expect(results?.report.questions[0]).toMatchObject({ players: 1, answered: 1, correct: 1 });
  });

  it("replay from the log to the same attempts and scores", () => {
    const game = twoAttempts();
    const end = playThrough(game, START, RIGHT);
    game.run(end, tryAgain);
    game.run(end, { kind: "answer", userId: "a", answer: { choice: WRONG } });
    const rebuilt = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
    replay(rebuilt, game.log);
    expect(snapshotFor(rebuilt, "a", end)).toEqual(snapshotFor(game.state, "a", end));
    expect(snapshotFor(rebuilt, HOST, end)).toEqual(snapshotFor(game.state, HOST, end));
  });
});

/** Issue 31: student-paced games in the engine — each player's own questions, timers, results and the report. */
import type { CardForClient, QuestionResult } from "@quizdeck/shared/socket-events";
import { describe, expect, it } from "vitest";
import { type Command, type LogEntry, replay, runCommand } from "./commands";
import { COUNTDOWN_MS, createGame, drainProgress, HOST_IDLE_MS, nextWakeUp, snapshotFor } from "./engine";
import type { Emit, GameState, PlayableCard } from "./game-state";
import { at, card, find, HOST, lobbyWith, refusalOf } from "./test-game";

const TIMER = 20;
const START = COUNTDOWN_MS;
const deck: PlayableCard[] = [
  card(1),
  { question: "Capital of France?", correct: "Paris", incorrect: [], image: null, type: "type_answer", timeLimit: 10 },
  { question: "Pick a colour", correct: "", incorrect: [], image: null, type: "poll", choices: ["Red", "Blue"] },
];

/** Runs commands like the server: the random source 0, each accepted command logged with its time. */
class PacedGame {
  readonly log: LogEntry[] = [];
  constructor(readonly state: GameState) {}

  run(now: number, command: Command): Emit[] {
    const result = runCommand(this.state, command, at(now));
    this.log.push({ command, now, randoms: [] });
    return result.emits;
  }

  refusal(now: number, command: Command) {
    return refusalOf(() => runCommand(this.state, command, at(now)));
  }
}

function pacedGame(players: string[], options: { lateJoins?: boolean } = {}): PacedGame {
  const state = lobbyWith(players, TIMER);
  state.settings = { ...state.settings, pace: "student", allowLateJoins: options.lateJoins ?? true };
  const game = new PacedGame(state);
  game.run(0, { kind: "start", userId: HOST, cards: deck });
  game.run(START, { kind: "tick" });
  return game;
}

const toUser = (emits: Emit[], userId: string) => emits.filter((e) => e.to === "user" && e.userId === userId);
const cardOf = (emits: Emit[]) => find(emits, "card_for_client")?.payload as CardForClient;
const resultOf = (emits: Emit[]) => find(emits, "question_result")?.payload as QuestionResult;
/** With the random source 0, the right answer of a four-answer card shows last. */
const RIGHT = 3;

describe("a student-paced game", () => {
  it("is teacher-paced unless the host chooses otherwise, and says so in its settings", () => {
    expect(snapshotFor(lobbyWith(["a"]), "a", 0).settings.pace).toBe("teacher");
    expect(pacedGame(["a"]).state.settings.pace).toBe("student");
  });

  it("sends each player their own first question after the countdown, to them alone, with its own deadline", () => {
    const state = lobbyWith(["a", "b"], TIMER);
    state.settings.pace = "student";
    runCommand(state, { kind: "start", userId: HOST, cards: deck }, at(0));
    const emits = runCommand(state, { kind: "tick" }, at(START)).emits;
    expect(state.phase).toBe("paced");
    expect(emits.filter((e) => e.event === "card_for_client").map((e) => e.to)).toEqual(["user", "user"]);
    for (const userId of ["a", "b"]) {
      expect(cardOf(toUser(emits, userId))).toMatchObject({ CardIndex: 0, deadline: START + TIMER * 1000 });
    }
    expect(find(emits, "get_current_state")?.payload.currentState).toBe("paced");
  });

  it("judges and scores an answer at once by the player's own time, and reveals it with their result", () => {
    const game = pacedGame(["a", "b"]);
    const emits = game.run(START + 5000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    expect(find(emits, "check_answer")?.payload).toMatchObject({ correct: true, points: 1750, score: 1750 });
    expect(resultOf(emits)).toMatchObject({
      CardIndex: 0,
      outcome: "correct",
      points: 1750,
      score: 1750,
      rank: 1,
      playerCount: 2,
      rankChange: null,
      correctIndex: RIGHT,
    });
    expect(emits.every((e) => e.to === "user" && e.userId === "a")).toBe(true);
  });

  it("lets two players be at different questions at once", () => {
    const game = pacedGame(["a", "b"]);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    const next = game.run(START + 2000, { kind: "next_question", userId: "a" });
    expect(cardOf(next)).toMatchObject({ CardIndex: 1, deadline: START + 2000 + 10_000 });
    expect(cardOf(next).Card?.Answers).toEqual([]);
    const typed = game.run(START + 4000, { kind: "answer", userId: "a", answer: { text: "paris" } });
    expect(resultOf(typed)).toMatchObject({ CardIndex: 1, outcome: "correct", points: 1800, accepted: ["Paris"] });
    // b is still on the first question, its time running from the start.
    const late = game.run(START + 19_000, { kind: "answer", userId: "b", answer: { choice: 0 } });
    expect(resultOf(late)).toMatchObject({ CardIndex: 0, outcome: "incorrect", points: 50 });
    expect(snapshotFor(game.state, "b", START + 19_500).card?.CardIndex).toBe(0);
    expect(snapshotFor(game.state, "a", START + 19_500).card?.CardIndex).toBe(1);
  });

  it("refuses the next question before an answer or the time running out; after it, that question timed out", () => {
    const game = pacedGame(["a"]);
    expect(game.refusal(START + 1000, { kind: "next_question", userId: "a" })).toEqual({
      code: "question_open",
      message: "Answer the question first or wait for its time to run out",
    });
    const deadline = START + TIMER * 1000;
    expect(game.refusal(deadline + 1, { kind: "answer", userId: "a", answer: { choice: RIGHT } })?.code).toBe(
      "too_late",
    );
    const emits = game.run(deadline + 1, { kind: "next_question", userId: "a" });
    expect(resultOf(emits)).toMatchObject({ CardIndex: 0, outcome: "timeout", points: 0, correctIndex: RIGHT });
    expect(cardOf(emits).CardIndex).toBe(1);
    expect(emits.map((e) => e.event)).toEqual(["question_result", "card_for_client"]);
  });

  it("refuses the host's Next, a second answer, the host answering and a next question in a live game", () => {
    const game = pacedGame(["a"]);
    expect(game.refusal(START, { kind: "next", userId: HOST })).toEqual({
      code: "student_paced",
      message: "Students move on by themselves in a student-paced game",
    });
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: 0 } });
    expect(game.refusal(START + 1001, { kind: "answer", userId: "a", answer: { choice: 1 } })?.code).toBe(
      "already_answered",
    );
    expect(game.refusal(START, { kind: "next_question", userId: HOST })?.code).toBe("host_cannot_play");
    const live = lobbyWith(["a"]);
    runCommand(live, { kind: "start", userId: HOST, cards: deck }, at(0));
    runCommand(live, { kind: "tick" }, at(START));
    expect(refusalOf(() => runCommand(live, { kind: "next_question", userId: "a" }, at(START)))?.code).toBe(
      "forbidden",
    );
  });

  it("tells a player who answered their last question that they are done, as often as they ask", () => {
    const game = pacedGame(["a"]);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 1000, { kind: "next_question", userId: "a" });
    game.run(START + 2000, { kind: "answer", userId: "a", answer: { text: "Lyon" } });
    game.run(START + 2000, { kind: "next_question", userId: "a" });
    const poll = game.run(START + 3000, { kind: "answer", userId: "a", answer: { choice: 1 } });
    expect(find(poll, "check_answer")?.payload.correct).toBeUndefined();
    expect(resultOf(poll)).toMatchObject({ outcome: "answered", points: 0 });
    const done = game.run(START + 4000, { kind: "next_question", userId: "a" });
    const finished = { score: 2850, correct: 1, answered: 3, total: 3, attempt: 1, attempts: 1, bestScore: 2850 };
    expect(find(done, "paced_finished")?.payload).toEqual(finished);
    expect(find(game.run(START + 5000, { kind: "next_question", userId: "a" }), "paced_finished")?.payload).toEqual(
      finished,
    );
    expect(snapshotFor(game.state, "a", START + 5000)).toMatchObject({ card: null, pacedFinished: finished });
  });

  it("gives a late joiner their first question when they join, with their own deadline", () => {
    const game = pacedGame(["a"]);
    const emits = game.run(START + 7000, { kind: "join", userId: "c", username: "Cy" });
    expect(cardOf(toUser(emits, "c"))).toMatchObject({ CardIndex: 0, deadline: START + 7000 + TIMER * 1000 });
    const closed = pacedGame(["a"], { lateJoins: false });
    expect(closed.refusal(START + 7000, { kind: "join", userId: "c", username: "Cy" })?.code).toBe("already_started");
  });

  it("keeps a question's original deadline when its player comes back", () => {
    const game = pacedGame(["a"]);
    game.run(START + 3000, { kind: "disconnect", userId: "a" });
    const back = game.run(START + 9000, { kind: "join", userId: "a", username: "name-a", withSnapshot: true });
    expect(back.filter((e) => e.event === "card_for_client")).toEqual([]);
    const snapshot = snapshotFor(game.state, "a", START + 9000);
    expect(snapshot).toMatchObject({ phase: "paced", answered: null, yourResult: null, pacedFinished: null });
    expect(snapshot.card).toMatchObject({ CardIndex: 0, deadline: START + TIMER * 1000, serverNow: START + 9000 });
  });

  it("shows the host each player's progress, throttled to changes, and takes a removed player out of it", () => {
    const game = pacedGame(["a", "b"]);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 2000, { kind: "next_question", userId: "a" });
    const progress = drainProgress(game.state, START + 6000)?.payload;
    expect(progress).toMatchObject({ total: 2, finished: 0, questions: 3, serverNow: START + 6000 });
    expect(progress?.perQuestion).toEqual([
      { answered: 1, correct: 1 },
      { answered: 0, correct: 0 },
      { answered: 0, correct: 0 },
    ]);
    expect(progress?.rows).toEqual([
      {
        User_id: "a",
        Username: "name-a",
        score: 1950,
        answered: 1,
        correct: 1,
        current: 1,
        idleMs: 4000,
        cells: ["right", null, null],
      },
      {
        User_id: "b",
        Username: "name-b",
        score: 0,
        answered: 0,
        correct: 0,
        current: 0,
        idleMs: 6000,
        cells: [null, null, null],
      },
    ]);
    expect(drainProgress(game.state, START + 6250)).toBeNull();
    expect(snapshotFor(game.state, HOST, START + 6000).progress).toEqual(progress);
    game.run(START + 7000, { kind: "kick", userId: HOST, targetId: "b" });
    expect(drainProgress(game.state, START + 7000)?.payload).toMatchObject({ total: 1, rows: [{ User_id: "a" }] });
  });

  it("ends by the host with the same report as a live game: everyone's answers per question", () => {
    const game = pacedGame(["a", "b", "c"]);
    game.run(START + 4000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 4000, { kind: "next_question", userId: "a" });
    game.run(START + 6000, { kind: "answer", userId: "a", answer: { text: "Paris!" } });
    game.run(START + 7000, { kind: "next_question", userId: "a" });
    game.run(START + 8000, { kind: "answer", userId: "b", answer: { choice: 0 } });
    game.run(START + 9000, { kind: "kick", userId: HOST, targetId: "c" });
    const { emits, results } = runCommand(game.state, { kind: "end", userId: HOST }, at(START + 10_000));
    expect(game.state.phase).toBe("ended");
    expect(find(emits, "game_ended")?.payload).toMatchObject({ message: "The host ended the game", started: true });
    expect(find(emits, "your_result")).toBeDefined();
    const report = results?.report;
    expect(
      report?.questions.map(({ answered, players, correct, averageMs }) => ({ answered, players, correct, averageMs })),
    ).toEqual([
      // c was removed with the question open and unanswered: no longer among its players, as in a live game.
      { answered: 2, players: 2, correct: 1, averageMs: 6000 },
      { answered: 1, players: 1, correct: 1, averageMs: 2000 },
      { answered: 0, players: 1, correct: 0, averageMs: null },
    ]);
    expect(report?.questions[0]?.counts).toEqual([1, 1, 0, 0]);
    expect(report?.questions[1]?.words).toEqual([{ text: "Paris!", count: 1, accepted: "Paris" }]);
    const answersOf = (userId: string) => report?.players.find((p) => p.userId === userId)?.answers;
    // a was on the poll when it ended: not answered; b never got the second and third questions.
    expect(answersOf("a")?.map((answer) => answer.result ?? (answer.choice === null ? "none" : "picked"))).toEqual([
      "picked",
      "correct",
      "none",
    ]);
    expect(answersOf("a")?.[2]?.absent).toBeUndefined();
    expect(answersOf("b")?.map((answer) => answer.absent ?? false)).toEqual([false, true, true]);
    expect(report?.players.find((p) => p.userId === "c")).toMatchObject({ removed: true, unanswered: 0 });
    expect(results?.players.map((p) => p.userId)).toEqual(["a", "b"]);
    expect(snapshotFor(game.state, "b", START + 10_000).you?.rank).toBe(2);
  });

  it("leaves a player who left with their question unanswered out of its players, and keeps an answered one", () => {
    const game = pacedGame(["a", "b", "c"]);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 2000, { kind: "leave", userId: "b" });
    // c answered, then left before Next: the answer stays in the question's figures.
    game.run(START + 3000, { kind: "answer", userId: "c", answer: { choice: 0 } });
    game.run(START + 4000, { kind: "leave", userId: "c" });
    const { results } = runCommand(game.state, { kind: "end", userId: HOST }, at(START + 5000));
    expect(results?.report?.questions[0]).toMatchObject({ players: 2, answered: 2, correct: 1 });
  });

  it("has no players in a question its only player left unanswered", () => {
    const game = pacedGame(["a"]);
    game.run(START + 1000, { kind: "leave", userId: "a" });
    const { results } = runCommand(game.state, { kind: "end", userId: HOST }, at(START + 2000));
    expect(results?.report?.questions[0]).toMatchObject({ players: 0, answered: 0, correct: 0 });
  });

  it("says the game is over, not ended early, when the host ends it after everyone finished", () => {
    const game = pacedGame(["a"]);
    game.state.cards = [card(1)];
    game.state.paced?.questions.splice(1);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 1000, { kind: "next_question", userId: "a" });
    const { emits } = runCommand(game.state, { kind: "end", userId: HOST }, at(START + 2000));
    expect(find(emits, "game_ended")?.payload.message).toBe("The game is over. Thanks for playing!");
  });

  it("goes on while its host watches without a word, and ends 15 minutes after the host's connection closed", () => {
    const game = pacedGame(["a"]);
    game.run(START, { kind: "join", userId: HOST, username: "Host" });
    expect(nextWakeUp(game.state)).toBeNull();
    game.run(START + 1000, { kind: "disconnect", userId: HOST });
    expect(nextWakeUp(game.state)).toBe(START + 1000 + HOST_IDLE_MS);
    game.run(START + 1000 + HOST_IDLE_MS, { kind: "tick" });
    expect(game.state.phase).toBe("ended");
  });

  it("replays from its log to the same state: every player where they were, with their deadline", () => {
    const game = pacedGame(["a", "b"]);
    game.run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    game.run(START + 2000, { kind: "next_question", userId: "a" });
    game.run(START + 3000, { kind: "join", userId: "c", username: "Cy" });
    game.run(START + 4000, { kind: "answer", userId: "c", answer: { choice: 1 } });
    // A snapshot (not logged) between answers changes no rank a later result tells.
    snapshotFor(game.state, "a", START + 5100);
    game.run(START + 5150, { kind: "answer", userId: "b", answer: { choice: RIGHT } });
    const rebuilt = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
    const setup = lobbyWith(["a", "b"], TIMER);
    setup.settings.pace = "student";
    replay(rebuilt, [
      { command: { kind: "join", userId: HOST, username: "Host" }, now: 0, randoms: [] },
      { command: { kind: "join", userId: "a", username: "name-a" }, now: 0, randoms: [] },
      { command: { kind: "join", userId: "b", username: "name-b" }, now: 0, randoms: [] },
      { command: { kind: "settings", userId: HOST, settings: setup.settings }, now: 0, randoms: [] },
      ...game.log,
    ]);
    const now = START + 6000;
    expect(snapshotFor(game.state, "b", now).yourResult?.rank).toBe(2);
    for (const user of [HOST, "a", "b", "c"]) {
      expect(snapshotFor(rebuilt, user, now)).toEqual(snapshotFor(game.state, user, now));
    }
    expect(snapshotFor(rebuilt, "b", now).card?.deadline).toBe(START + TIMER * 1000);
  });
});

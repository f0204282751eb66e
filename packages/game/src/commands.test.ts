import { describe, expect, it } from "vitest";
import { type Command, type LogEntry, replay, runCommand } from "./commands";
import { COUNTDOWN_MS, createGame, RECONNECT_GRACE_MS, snapshotFor } from "./engine";
import type { GameState } from "./game-state";

const card = (n: number) => ({
  question: `Q${n}`,
  correct: `right${n}`,
  incorrect: [`a${n}`, `b${n}`, `c${n}`] as [string, string, string],
  image: null,
});
const settings = {
  deckId: 1,
  deckTitle: "D",
  timePerQuestion: 30,
  shuffleDeck: true,
  pointsForWrong: true,
  allowLateJoins: true,
  allowGuests: true,
  revealOnAnswer: false,
};
const fresh = () => createGame({ gameId: "1", joinCode: "ABCDEF", hostId: "host", now: 0 });

/** Runs commands like the server does: real randomness, recorded in the log. */
function play(state: GameState, commands: [number, Command][]): LogEntry[] {
  const log: LogEntry[] = [];
  for (const [now, command] of commands) {
    const randoms: number[] = [];
    const random = () => {
      const value = Math.random();
      randoms.push(value);
      return value;
    };
    try {
      runCommand(state, command, { now, random });
      log.push({ command, now, randoms });
    } catch {
      // refused commands are not logged
    }
  }
  return log;
}

describe("replaying a game's log (another node taking a game over)", () => {
  it("rebuilds the same state: players, phase, the shuffled answer order and every score", () => {
    const original = fresh();
    const start = 1000;
    const gaveUp = start + COUNTDOWN_MS + 20 + RECONNECT_GRACE_MS;
    const log = play(original, [
      [0, { kind: "join", userId: "host", username: "Host" }],
      [1, { kind: "join", userId: "a", username: "Ann" }],
      [2, { kind: "join", userId: "b", username: "Ben" }],
      [3, { kind: "answer", userId: "a", shownIndex: 0 }],
      [4, { kind: "settings", userId: "host", settings }],
      [start, { kind: "start", userId: "host", cards: [card(1), card(2), card(3)] }],
      [start + COUNTDOWN_MS, { kind: "tick" }],
      [start + COUNTDOWN_MS + 10, { kind: "answer", userId: "a", shownIndex: 2 }],
      [start + COUNTDOWN_MS + 20, { kind: "disconnect", userId: "b" }],
      // b does not come back in time: the question closes without them.
      [gaveUp, { kind: "tick" }],
      [gaveUp + 10, { kind: "next", userId: "host" }],
      [gaveUp + 20, { kind: "next", userId: "host" }],
      [gaveUp + 30, { kind: "join", userId: "b", username: "Ben" }],
      [gaveUp + 40, { kind: "answer", userId: "b", shownIndex: 1 }],
    ]);
    // The answer in the lobby is refused and so not logged.
    expect(log).toHaveLength(13);
    expect(original.phase).toBe("question");
    expect(original.question?.answers.has("b")).toBe(true);

    const rebuilt = fresh();
    replay(rebuilt, log);
    const now = gaveUp + 50;
    for (const user of ["host", "a", "b"])
      expect(snapshotFor(rebuilt, user, now)).toEqual(snapshotFor(original, user, now));
    expect(rebuilt.cards).toEqual(original.cards);
    expect(rebuilt.question?.order).toEqual(original.question?.order);
  });

  it("rebuilds a game with a late joiner and a kicked player: same state, same report, the kick still holds", () => {
    const original = fresh();
    const log = play(original, [
      [0, { kind: "join", userId: "host", username: "Host" }],
      [1, { kind: "join", userId: "a", username: "Ann" }],
      [2, { kind: "join", userId: "b", username: "Ben" }],
      [3, { kind: "settings", userId: "host", settings }],
      [10, { kind: "start", userId: "host", cards: [card(1), card(2)] }],
      [10 + COUNTDOWN_MS, { kind: "tick" }],
      [20 + COUNTDOWN_MS, { kind: "answer", userId: "a", shownIndex: 1 }],
      [30 + COUNTDOWN_MS, { kind: "join", userId: "c", username: "Cat" }],
      [40 + COUNTDOWN_MS, { kind: "kick", userId: "host", targetId: "b" }],
      [50 + COUNTDOWN_MS, { kind: "next", userId: "host" }],
      [60 + COUNTDOWN_MS, { kind: "next", userId: "host" }],
      [70 + COUNTDOWN_MS, { kind: "answer", userId: "c", shownIndex: 2 }],
    ]);
    expect(log).toHaveLength(12);
    expect(original.question?.answers.has("c")).toBe(true);
    const rebuilt = fresh();
    replay(rebuilt, log);
    const now = 80 + COUNTDOWN_MS;
    for (const user of ["host", "a", "c"]) {
      expect(snapshotFor(rebuilt, user, now)).toEqual(snapshotFor(original, user, now));
    }
    const clock = { now, random: Math.random };
    expect(() => runCommand(rebuilt, { kind: "join", userId: "b", username: "Ben" }, clock)).toThrow(
      "The host removed you from this game",
    );
    const end = { kind: "end", userId: "host" } as const;
    expect(runCommand(rebuilt, end, clock).results).toEqual(runCommand(original, end, clock).results);
  });

  it("rebuilds a game of other question types from answers in their own forms: same results, same report", () => {
    const selectAll = { ...card(1), type: "select_all" as const, choices: ["w", "x", "y"], correctChoices: [1] };
    const typed = { ...card(2), type: "type_answer" as const, correct: "Rome", incorrect: [] };
    const original = fresh();
    const t = 10 + COUNTDOWN_MS;
    const log = play(original, [
      [0, { kind: "join", userId: "host", username: "Host" }],
      [1, { kind: "join", userId: "a", username: "Ann" }],
      [2, { kind: "join", userId: "b", username: "Ben" }],
      [3, { kind: "settings", userId: "host", settings: { ...settings, shuffleDeck: false } }],
      [10, { kind: "start", userId: "host", cards: [selectAll, typed] }],
      [t, { kind: "tick" }],
      [t + 10, { kind: "answer", userId: "a", answer: { choices: [0, 2] } }],
      [t + 20, { kind: "answer", userId: "b", answer: { choices: [1] } }],
      [t + 30, { kind: "next", userId: "host" }],
      [t + 40, { kind: "next", userId: "host" }],
      [t + 50, { kind: "answer", userId: "a", answer: { text: "rome" } }],
      [t + 60, { kind: "answer", userId: "b", answer: { text: "" } }],
    ]);
    // The empty typed answer is refused and so not logged.
    expect(log).toHaveLength(11);
    const rebuilt = fresh();
    replay(rebuilt, log);
    for (const user of ["host", "a", "b"]) {
      expect(snapshotFor(rebuilt, user, t + 70)).toEqual(snapshotFor(original, user, t + 70));
    }
    const end = { kind: "end", userId: "host" } as const;
    const clock = { now: t + 70, random: Math.random };
    expect(runCommand(rebuilt, end, clock).results).toEqual(runCommand(original, end, clock).results);
    expect(original.players.get("a")?.record.answers.map((answer) => answer.result)).toEqual([
      expect.any(String),
      "correct",
    ]);
  });

  it("replays a log written before late joins, guests and the reveal setting with the defaults", () => {
    const { allowLateJoins: _absent, allowGuests: _absentToo, revealOnAnswer: _absentThree, ...oldSettings } = settings;
    const state = fresh();
    replay(state, [
      { command: { kind: "join", userId: "host", username: "Host" }, now: 0, randoms: [] },
      { command: { kind: "join", userId: "a", username: "Ann" }, now: 1, randoms: [] },
      { command: { kind: "settings", userId: "host", settings: oldSettings as typeof settings }, now: 2, randoms: [] },
      { command: { kind: "start", userId: "host", cards: [card(1)] }, now: 3, randoms: [0, 0, 0] },
    ]);
    expect(state.settings).toMatchObject({ allowLateJoins: true, allowGuests: true, revealOnAnswer: false });
    runCommand(state, { kind: "join", userId: "b", username: "Ben" }, { now: 4, random: Math.random });
    expect(snapshotFor(state, "b", 4).you).toMatchObject({ joinedLate: true, score: 0 });
    runCommand(state, { kind: "join", userId: "g", username: "Zoë", guest: true }, { now: 5, random: Math.random });
    expect(snapshotFor(state, "g", 5).you).toMatchObject({ Username: "Zoë" });
  });
});

describe("a join", () => {
  it("with a snapshot (a connection coming back) sends the joiner no player list: the snapshot names and counts them", () => {
    const state = fresh();
    runCommand(state, { kind: "join", userId: "host", username: "Host" }, { now: 0, random: Math.random });
    runCommand(state, { kind: "join", userId: "a", username: "Ann" }, { now: 1, random: Math.random });
    const back = runCommand(
      state,
      { kind: "join", userId: "a", username: "Ann", withSnapshot: true },
      { now: 2, random: Math.random },
    );
    expect(back.emits.map((emit) => emit.event)).not.toContain("init_game_part_1");
    expect(back.snapshot).toMatchObject({ players: [{ User_id: "a", Username: "Ann" }], playerCount: 1 });
    const again = runCommand(state, { kind: "join", userId: "a", username: "Ann" }, { now: 3, random: Math.random });
    expect(again.emits.map((emit) => emit.event)).toContain("init_game_part_1");
  });
});

/** Issue 31, homework: a student-paced game with a deadline, in the engine. */
import { describe, expect, it } from "vitest";
import { type Command, replay, runCommand } from "./commands";
import { createGame, HOST_IDLE_MS, nextWakeUp, snapshotFor } from "./engine";
import type { GameSettings, GameState } from "./game-state";
import { homeworkMessages, MAX_DEADLINE_AHEAD_MS, MIN_DEADLINE_AHEAD_MS } from "./homework";
import { at, deck, find, HOST, homeworkGame, homeworkSettings, homeworkTimes, refusalOf } from "./test-game";

const { DAY, DEADLINE, START, RIGHT } = homeworkTimes;
const settings = homeworkSettings;
const homework = () => homeworkGame();

const refusal = (state: GameState, now: number, command: Command) =>
  refusalOf(() => runCommand(state, command, at(now)));

describe("homework (a student-paced game with a deadline)", () => {
  it("takes a deadline 1 minute to 60 days ahead, only for a student-paced game, and shows it in its settings", () => {
    const { state } = homework();
    expect(snapshotFor(state, "a", START).settings).toMatchObject({
      pace: "student",
      deadline: new Date(DEADLINE).toISOString(),
    });
    const choose = (changes: Partial<GameSettings>, now = 0) => {
      const lobby = createGame({ gameId: "8", joinCode: "ABCDEG", hostId: HOST, now });
      return refusal(lobby, now, { kind: "settings", userId: HOST, settings: settings(changes) });
    };
    expect(choose({ pace: "teacher" })).toEqual({
      code: "invalid_payload",
      message: homeworkMessages.deadlineNeedsStudentPace,
    });
    const outOfRange = { code: "invalid_payload", message: homeworkMessages.deadlineOutOfRange };
    expect(choose({ deadline: MIN_DEADLINE_AHEAD_MS - 1 })).toEqual(outOfRange);
    expect(choose({ deadline: MAX_DEADLINE_AHEAD_MS + 1 })).toEqual(outOfRange);
    expect(choose({ deadline: DEADLINE }, DEADLINE)).toEqual(outOfRange);
    expect(choose({ deadline: MIN_DEADLINE_AHEAD_MS })).toBeNull();
    expect(choose({ deadline: MAX_DEADLINE_AHEAD_MS })).toBeNull();
    expect(choose({ deadline: null, pace: "teacher" })).toBeNull();
  });

  it("lets students join after the start whatever the late-joins setting, each at their first question at once", () => {
    const { state, run } = homework();
    const joined = runCommand(state, { kind: "join", userId: "b", username: "Ben" }, at(DAY));
    expect(find(joined.emits, "card_for_client")?.payload).toMatchObject({ CardIndex: 0, deadline: DAY + 20_000 });
    run(DAY, { kind: "answer", userId: "b", answer: { choice: RIGHT } });
    expect(snapshotFor(state, "b", DAY + 1).yourResult).toMatchObject({ CardIndex: 0, outcome: "correct" });
    // Joining after the start is how homework is done: not "joined late", to the student, the host or the report.
    expect(snapshotFor(state, "b", DAY + 1).you?.joinedLate).toBe(false);
    expect(state.pendingLobby.notices.filter((notice) => notice.kind === "joined_late")).toEqual([]);
    expect(state.players.get("b")?.joinedLate).toBe(false);
  });

  it("starts with nobody in it yet: the teacher sets it in the evening, the students come later", () => {
    const state = createGame({ gameId: "8", joinCode: "BCDEFG", hostId: HOST, now: 0 });
    runCommand(state, { kind: "join", userId: HOST, username: "Host" }, at(0));
    runCommand(state, { kind: "settings", userId: HOST, settings: settings({}) }, at(0));
    runCommand(state, { kind: "start", userId: HOST, cards: deck }, at(0));
    runCommand(state, { kind: "tick" }, at(START));
    expect(state.phase).toBe("paced");
    const joined = runCommand(state, { kind: "join", userId: "b", username: "Ben" }, at(DAY));
    expect(find(joined.emits, "card_for_client")?.payload).toMatchObject({ CardIndex: 0 });
    // A game the host runs now still waits for a player.
    const live = createGame({ gameId: "9", joinCode: "CDEFGH", hostId: HOST, now: 0 });
    runCommand(live, { kind: "join", userId: HOST, username: "Host" }, at(0));
    runCommand(live, { kind: "settings", userId: HOST, settings: settings({ deadline: null }) }, at(0));
    expect(refusal(live, 0, { kind: "start", userId: HOST, cards: deck })).toMatchObject({ code: "no_players" });
  });

  it("keeps a question's time running while its student is away, and lets them go on where they stopped", () => {
    const { state, run } = homework();
    run(START + 1000, { kind: "disconnect", userId: "a" });
    run(START + 5000, { kind: "join", userId: "a", username: "Ann", withSnapshot: true });
    expect(snapshotFor(state, "a", START + 5000).card).toMatchObject({ CardIndex: 0, deadline: START + 20_000 });
    run(DAY, { kind: "next_question", userId: "a" });
    expect(snapshotFor(state, "a", DAY).card?.CardIndex).toBe(1);
  });

  it("is not ended by its host being away: it wakes up at its deadline instead", () => {
    const { state, run } = homework();
    run(START, { kind: "disconnect", userId: HOST });
    expect(nextWakeUp(state)).toBe(DEADLINE);
    run(START + HOST_IDLE_MS + 1, { kind: "tick" });
    run(2 * DAY, { kind: "tick" });
    expect(state.phase).toBe("paced");
  });

  it("ends by itself at its deadline like End Game: final results, your_result, the report", () => {
    const { state, run } = homework();
    run(START + 1000, { kind: "answer", userId: "a", answer: { choice: RIGHT } });
    run(DAY, { kind: "join", userId: "b", username: "Ben" });
    expect(runCommand(state, { kind: "tick" }, at(DEADLINE - 1)).emits).toEqual([]);
    const { emits, results } = runCommand(state, { kind: "tick" }, at(DEADLINE));
    expect(state.phase).toBe("ended");
    expect(find(emits, "game_ended")?.payload).toMatchObject({ started: true, playerCount: 2 });
    expect(find(emits, "game_ended")?.payload).toMatchObject({
      message: homeworkMessages.deadlineReached,
      reason: "deadline",
    });
    expect(emits.filter((e) => e.event === "your_result").map((e) => e.to === "user" && e.userId)).toEqual(["a", "b"]);
    expect(results?.players.map((p) => p.userId)).toEqual(["a", "b"]);
    expect(results?.report.players.find((p) => p.userId === "b")).toMatchObject({ unanswered: 1 });
    expect(nextWakeUp(state)).toBeNull();
  });

  it("refuses a join, an answer and a next question after its deadline, even before its wake-up ran", () => {
    const { state } = homework();
    const passed = { code: "game_over", message: homeworkMessages.deadlinePassed };
    expect(refusal(state, DEADLINE, { kind: "join", userId: "b", username: "Ben" })).toEqual(passed);
    expect(refusal(state, DEADLINE, { kind: "answer", userId: "a", answer: { choice: RIGHT } })).toEqual(passed);
    runCommand(state, { kind: "tick" }, at(DEADLINE));
    expect(refusal(state, DEADLINE + 1, { kind: "join", userId: "b", username: "Ben" })).toEqual(passed);
    // Ann, in the game, still comes back to its end.
    expect(refusal(state, DEADLINE + 1, { kind: "join", userId: "a", username: "Ann" })).toBeNull();
  });

  it("replays from its log with its deadline, which ends the rebuilt game", () => {
    const { state, log } = homework();
    const rebuilt = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
    replay(rebuilt, log);
    expect(snapshotFor(rebuilt, "a", DAY)).toEqual(snapshotFor(state, "a", DAY));
    expect(nextWakeUp(rebuilt)).toBe(DEADLINE);
    runCommand(rebuilt, { kind: "tick" }, at(DEADLINE));
    expect(rebuilt.phase).toBe("ended");
  });
});

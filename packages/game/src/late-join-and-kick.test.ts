import { messages } from "@quizdeck/shared/messages";
import { describe, expect, it } from "vitest";
import {
  advanceClock,
  COUNTDOWN_MS,
  drainAnswerCount,
  drainLobbyChanges,
  drainRoomLobby,
  endGame,
  joinGame,
  kickPlayer,
  leaveGame,
  lockGame,
  nextStep,
  ruleMessages,
  snapshotFor,
  startGame,
  submitAnswer,
} from "./engine";
import { at, atFirstQuestion, correctShown, deck, find, HOST, lobbyWith, refusalOf } from "./test-game";

describe("late join (issue 11 item 3)", () => {
  it("lets a player join mid-question with 0 points, outside the open question, playing from the next card", () => {
    const state = atFirstQuestion(["a"]);
    drainLobbyChanges(state);
    joinGame(state, { userId: "late", username: "Lena" });
    expect(snapshotFor(state, "late", COUNTDOWN_MS + 1)).toMatchObject({
      phase: "question",
      card: null,
      you: { score: 0, joinedLate: true },
    });
    expect(refusalOf(() => submitAnswer(state, "late", 0, at(COUNTDOWN_MS + 1)))).toEqual({
      code: "no_open_question",
      message: ruleMessages.joinedDuringQuestion,
    });
    // Not waited for: the one player in the question closes it, and only they get a result.
    const closing = submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 2));
    expect(closing.emits.filter((e) => e.event === "question_result").map((e) => e.to === "user" && e.userId)).toEqual([
      "a",
    ]);
    expect(snapshotFor(state, "late", COUNTDOWN_MS + 3).yourResult).toBeNull();
    nextStep(state, HOST, at(COUNTDOWN_MS + 4));
    const second = nextStep(state, HOST, at(COUNTDOWN_MS + 5));
    expect(find(second.emits, "card_for_client")?.to).toBe("room");
    const late = find(submitAnswer(state, "late", correctShown(state), at(COUNTDOWN_MS + 6)).emits, "check_answer");
    expect(late?.payload.position).toBe(1);
    // A late joiner's first question shows no rank change.
    const closed = submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 7));
    const lateResult = closed.emits.find(
      (e) => e.event === "question_result" && e.to === "user" && e.userId === "late",
    );
    expect(lateResult?.payload).toMatchObject({ outcome: "correct", rankChange: null, playerCount: 2 });
  });

  it('tells the host "joined late" and the players only the usual lobby news', () => {
    const state = atFirstQuestion(["a"]);
    drainLobbyChanges(state);
    drainRoomLobby(state);
    joinGame(state, { userId: "late", username: "Lena" });
    expect(drainLobbyChanges(state)?.payload).toEqual({
      joined: [{ User_id: "late", Username: "Lena" }],
      left: [],
      playerCount: 2,
      notices: [{ kind: "joined_late", User_id: "late", Username: "Lena" }],
    });
    expect(drainRoomLobby(state)?.payload.notices).toEqual([]);
  });

  it("lets players join in the countdown, results and leaderboard too, but not after the end", () => {
    const state = lobbyWith(["a"]);
    startGame(state, HOST, deck, at(0));
    joinGame(state, { userId: "b", username: "B" });
    advanceClock(state, at(COUNTDOWN_MS));
    expect(state.question?.participants.has("b")).toBe(true);
    nextStep(state, HOST, at(COUNTDOWN_MS + 1));
    joinGame(state, { userId: "c", username: "C" });
    nextStep(state, HOST, at(COUNTDOWN_MS + 2));
    joinGame(state, { userId: "d", username: "D" });
    expect([...state.players.values()].map((p) => [p.userId, p.joinedLate])).toEqual([
      ["a", false],
      ["b", true],
      ["c", true],
      ["d", true],
    ]);
    endGame(state, HOST);
    expect(refusalOf(() => joinGame(state, { userId: "e", username: "E" }))?.code).toBe("game_over");
  });

  it("refuses late joiners with the old refusal when the host turned late joins off", () => {
    const state = lobbyWith(["a"]);
    state.settings.allowLateJoins = false;
    startGame(state, HOST, deck, at(0));
    expect(refusalOf(() => joinGame(state, { userId: "late", username: "Lena" }))).toEqual({
      code: "already_started",
      message: ruleMessages.alreadyStarted,
    });
  });
});

describe("Lock game (issue 29)", () => {
  it("keeps everybody new out, late joins included, lets players back in, and lets them in again once unlocked", () => {
    const state = lobbyWith(["a"]);
    expect(find(lockGame(state, HOST, true).emits, "game_locked")).toEqual({
      to: "host",
      event: "game_locked",
      payload: { locked: true },
    });
    expect(refusalOf(() => joinGame(state, { userId: "b", username: "Ben" }))).toEqual({
      code: "game_locked",
      message: messages.gameLocked,
    });
    expect(refusalOf(() => joinGame(state, { userId: "g", username: "Zoë", guest: true }))?.code).toBe("game_locked");
    startGame(state, HOST, deck, at(0));
    expect(refusalOf(() => joinGame(state, { userId: "late", username: "Late" }))?.code).toBe("game_locked");
    // A player already in comes back after a dropped connection, and the host too.
    expect(refusalOf(() => joinGame(state, { userId: "a", username: "name-a" }))).toBeNull();
    expect(refusalOf(() => joinGame(state, { userId: HOST, username: "Host" }))).toBeNull();
    expect(snapshotFor(state, HOST, 1).locked).toBe(true);
    lockGame(state, HOST, false);
    expect(refusalOf(() => joinGame(state, { userId: "late", username: "Late" }))).toBeNull();
    expect(snapshotFor(state, HOST, 1).locked).toBe(false);
  });

  it("is the host's alone, and not after the end", () => {
    const state = lobbyWith(["a"]);
    expect(refusalOf(() => lockGame(state, "a", true))?.code).toBe("not_host");
    endGame(state, HOST);
    expect(refusalOf(() => lockGame(state, HOST, true))?.code).toBe("game_over");
  });
});

describe("kick (issue 11 item 7)", () => {
  it("removes the player, tells them alone, and refuses their return", () => {
    const state = lobbyWith(["a", "b"]);
    drainLobbyChanges(state);
    const kick = kickPlayer(state, HOST, "b", at(1));
    expect(kick.emits).toEqual([
      {
        to: "user",
        userId: "b",
        event: "removed_from_game",
        payload: { message: "The host removed you from this game" },
      },
    ]);
    expect(state.players.has("b")).toBe(false);
    expect(drainLobbyChanges(state)?.payload).toMatchObject({ left: ["b"], notices: [] });
    expect(refusalOf(() => joinGame(state, { userId: "b", username: "name-b" }))).toEqual({
      code: "removed",
      message: messages.removedFromGame,
    });
  });

  it("is for the host only, for players of the game, before the end", () => {
    const state = atFirstQuestion(["a", "b"]);
    expect(refusalOf(() => kickPlayer(state, "a", "b", at(1)))?.code).toBe("not_host");
    expect(refusalOf(() => kickPlayer(state, HOST, "stranger", at(1)))?.code).toBe("not_in_game");
    expect(refusalOf(() => kickPlayer(state, HOST, HOST, at(1)))?.code).toBe("not_in_game");
    endGame(state, HOST);
    expect(refusalOf(() => kickPlayer(state, HOST, "a", at(1)))?.code).toBe("game_over");
  });

  it("mid-question: stops waiting for the kicked player, drops them from the count and the stats", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    expect(drainAnswerCount(state)?.payload).toEqual({
      answered: 1,
      total: 2,
      waiting: [{ User_id: "b", Username: "name-b" }],
    });
    const kick = kickPlayer(state, HOST, "b", at(COUNTDOWN_MS + 2));
    expect(find(kick.emits, "question_ended")?.payload).toMatchObject({ answered: 1, total: 1 });
    expect(kick.emits.some((e) => e.event === "question_result" && e.to === "user" && e.userId === "b")).toBe(false);
    expect(endGame(state, HOST).results?.players.map((p) => p.userId)).toEqual(["a"]);
  });
});

describe("who ended the game (issue 11 item 4)", () => {
  it('says "The host ended the game" when the host ends a started game early', () => {
    const state = atFirstQuestion(["a"]);
    expect(find(endGame(state, HOST).emits, "game_ended")?.payload).toMatchObject({
      message: "The host ended the game",
      reason: "host",
    });
  });

  it("keeps the ordinary goodbye once the last card's question has ended", () => {
    const state = atFirstQuestion(["a"]);
    for (let step = 1; step <= 7; step += 1) nextStep(state, HOST, at(COUNTDOWN_MS + step));
    expect(state).toMatchObject({ phase: "results", cardIndex: 2 });
    expect(find(endGame(state, HOST).emits, "game_ended")?.payload).toMatchObject({
      message: "The game is over. Thanks for playing!",
      reason: "finished",
    });
  });

  it('tells players who leave to the host: "left"', () => {
    const state = atFirstQuestion(["a", "b"]);
    drainLobbyChanges(state);
    leaveGame(state, "b", at(COUNTDOWN_MS + 1));
    expect(drainLobbyChanges(state)?.payload.notices).toEqual([{ kind: "left", User_id: "b", Username: "name-b" }]);
  });
});

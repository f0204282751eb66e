import { END_OF_DECK_INDEX } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import { describe, expect, it } from "vitest";
import {
  advanceClock,
  COUNTDOWN_MS,
  chooseSettings,
  createGame,
  disconnectPlayer,
  drainAnswerCount,
  drainLobbyChanges,
  drainRoomLobby,
  endGame,
  joinGame,
  leaveGame,
  nextStep,
  nextWakeUp,
  RECONNECT_GRACE_MS,
  ROOM_LOBBY_NAMES,
  ruleMessages,
  snapshotFor,
  startGame,
  submitAnswer,
} from "./engine";
import { at, atFirstQuestion, correctShown, deck, events, find, HOST, lobbyWith, wrongShown } from "./test-game";

describe("lobby (docs/product.md §4 host lobby)", () => {
  it("gives the host the start permission and the settings", () => {
    const state = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
    const outcome = joinGame(state, { userId: HOST, username: "Host" });
    expect(find(outcome.emits, "host_permissions")?.payload).toEqual({ canStartGame: true });
    expect(events(outcome.emits)).toContain("game_settings");
    expect(state.players.size).toBe(0);
  });

  it("adds players once, batches the announcements and lets a player come back", () => {
    const state = lobbyWith(["a", "b"]);
    joinGame(state, { userId: "a", username: "name-a" });
    expect(state.players.size).toBe(2);
    const batch = drainLobbyChanges(state);
    expect(batch?.payload).toEqual({
      joined: [
        { User_id: "a", Username: "name-a" },
        { User_id: "b", Username: "name-b" },
      ],
      left: [],
      playerCount: 2,
      notices: [],
    });
    expect(batch?.to).toBe("host");
    expect(drainLobbyChanges(state)).toBeNull();
  });

  it("announces where each player ended up when they leave and come back between two batches", () => {
    const state = lobbyWith(["a", "b"]);
    drainLobbyChanges(state);
    drainRoomLobby(state);
    leaveGame(state, "a", at(0));
    joinGame(state, { userId: "a", username: "name-a" });
    joinGame(state, { userId: "c", username: "name-c" });
    leaveGame(state, "c", at(0));
    for (const batch of [drainLobbyChanges(state), drainRoomLobby(state)]) {
      expect(batch?.payload.joined).toEqual([{ User_id: "a", Username: "name-a" }]);
      expect(batch?.payload.left).toEqual(["c"]);
      expect(batch?.payload.playerCount).toBe(2);
    }
  });

  it("tells the players only the count and the ten newest names, so a big lobby stays cheap", () => {
    const state = lobbyWith(Array.from({ length: 25 }, (_, i) => `p${i}`));
    expect(drainLobbyChanges(state)?.payload.joined).toHaveLength(25);
    const forPlayers = drainRoomLobby(state);
    expect(forPlayers?.to).toBe("room");
    expect(forPlayers?.payload.joined).toHaveLength(ROOM_LOBBY_NAMES);
    expect(forPlayers?.payload.playerCount).toBe(25);
    expect(drainRoomLobby(state)).toBeNull();
  });

  it("lets only the host choose settings", () => {
    const state = lobbyWith(["a"]);
    expect(() =>
      chooseSettings(
        state,
        "a",
        {
          deckId: 2,
          deckTitle: "x",
          timePerQuestion: 5,
          shuffleDeck: true,
          pointsForWrong: true,
          allowLateJoins: true,
          allowGuests: true,
          revealOnAnswer: false,
        },
        at(0),
      ),
    ).toThrow(ruleMessages.hostOnly);
  });
});

describe("starting (docs/product.md §2 step 1, §5 creating a game)", () => {
  it("needs a deck, playable cards, a player and the host", () => {
    const noDeck = createGame({ gameId: "1", joinCode: "X", hostId: HOST, now: 0 });
    joinGame(noDeck, { userId: "a", username: "A" });
    expect(() => startGame(noDeck, HOST, deck, at(0))).toThrow(messages.fillInAllInformation);
    expect(() => startGame(lobbyWith(["a"]), HOST, [], at(0))).toThrow(ruleMessages.noPlayableCards);
    expect(() => startGame(lobbyWith([]), HOST, deck, at(0))).toThrow(ruleMessages.noPlayers);
    expect(() => startGame(lobbyWith(["a"]), "a", deck, at(0))).toThrow(ruleMessages.hostOnly);
  });

  it("counts down 3, 2, 1, Start! plus one second, then shows the first card", () => {
    const state = lobbyWith(["a"]);
    const started = startGame(state, HOST, deck, at(1000));
    expect(find(started.emits, "game_started")?.payload).toMatchObject({ startsAt: 1000 + 4000 });
    expect(nextWakeUp(state)).toBe(5000);
    expect(advanceClock(state, at(4999)).emits).toEqual([]);
    const opened = advanceClock(state, at(5000));
    const cardMessage = find(opened.emits, "card_for_client");
    expect(cardMessage?.to).toBe("room");
    expect(cardMessage?.payload).toMatchObject({ CardIndex: 0, totalCards: 3, deadline: 5000 + 20_000 });
    expect(state.phase).toBe("question");
  });

  it("refuses players who come after the start when late joins are off, but not those who were there", () => {
    const state = lobbyWith(["a"]);
    state.settings.allowLateJoins = false;
    startGame(state, HOST, deck, at(0));
    expect(() => joinGame(state, { userId: "late", username: "Late" })).toThrow(ruleMessages.alreadyStarted);
    expect(() => joinGame(state, { userId: "a", username: "name-a" })).not.toThrow();
  });

  it("shuffles the card order only when asked", () => {
    const plain = lobbyWith(["a"]);
    startGame(plain, HOST, deck, at(0));
    expect(plain.cards.map((c) => c.question)).toEqual(["Q1", "Q2", "Q3"]);
    const mixed = lobbyWith(["a"]);
    mixed.settings.shuffleDeck = true;
    startGame(mixed, HOST, deck, at(0));
    expect(mixed.cards.map((c) => c.question)).toEqual(["Q2", "Q3", "Q1"]);
  });
});

describe("a question (docs/product.md §10.3: nothing reveals the answer early)", () => {
  it("sends the four texts in one random order and nothing that marks the right one", () => {
    const state = lobbyWith(["a"]);
    startGame(state, HOST, deck, at(0));
    const payload = find(advanceClock(state, at(COUNTDOWN_MS)).emits, "card_for_client")?.payload;
    expect(payload?.Card?.Answers).toEqual(["wrong1a", "wrong1b", "wrong1c", "right1"]);
    expect(JSON.stringify(payload)).not.toMatch(/correct/i);
    expect(Object.keys(payload?.Card ?? {})).toEqual(["Question", "Answers", "image", "Image_alt", "Type", "Points"]);
  });

  it("tells a player only that their answer is locked in: right and wrong get the same reply (issue 29)", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    const right = find(submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 100)).emits, "check_answer");
    const wrong = find(submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 200)).emits, "check_answer");
    expect(right?.payload).toEqual({ Answer_id: correctShown(state), position: 1, totalPos: 3 });
    expect(wrong?.payload).toEqual({ Answer_id: wrongShown(state), position: 2, totalPos: 3 });
    // The points are counted all the same, and told at the close.
    expect(state.players.get("a")?.score).toBe(1667);
  });

  it("scores by arrival order: ceil(1000r + 1000) right, ceil(1000r) wrong (docs/product.md §9)", () => {
    const state = atFirstQuestion(["a", "b", "c", "d"]);
    // Shown as soon as they answer, so each check carries its points.
    state.settings.revealOnAnswer = true;
    const right = correctShown(state);
    const wrong = wrongShown(state);
    const first = find(submitAnswer(state, "a", right, at(COUNTDOWN_MS + 100)).emits, "check_answer");
    expect(first).toMatchObject({ to: "user", userId: "a" });
    expect(first?.payload).toEqual({
      Answer_id: right,
      position: 1,
      totalPos: 4,
      correct: true,
      points: 1750,
      score: 1750,
    });
    expect(find(submitAnswer(state, "b", wrong, at(COUNTDOWN_MS + 200)).emits, "check_answer")?.payload).toMatchObject({
      position: 2,
      correct: false,
      points: 500,
    });
    expect(find(submitAnswer(state, "c", right, at(COUNTDOWN_MS + 300)).emits, "check_answer")?.payload.points).toBe(
      1250,
    );
    const last = submitAnswer(state, "d", right, at(COUNTDOWN_MS + 400));
    expect(find(last.emits, "check_answer")?.payload.points).toBe(1000);
    expect(state.players.get("a")?.score).toBe(1750);
  });

  it("gives wrong answers nothing when the host turned those points off", () => {
    const state = lobbyWith(["a", "b"]);
    state.settings.pointsForWrong = false;
    state.settings.revealOnAnswer = true;
    startGame(state, HOST, deck, at(0));
    advanceClock(state, at(COUNTDOWN_MS));
    expect(
      find(submitAnswer(state, "a", wrongShown(state), at(COUNTDOWN_MS)).emits, "check_answer")?.payload.points,
    ).toBe(0);
  });

  it("takes one answer per player, none after the deadline, none from the host or strangers", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", 0, at(COUNTDOWN_MS + 1));
    expect(() => submitAnswer(state, "a", 1, at(COUNTDOWN_MS + 2))).toThrow(ruleMessages.alreadyAnswered);
    expect(() => submitAnswer(state, HOST, 1, at(COUNTDOWN_MS + 2))).toThrow(ruleMessages.hostCannotPlay);
    expect(() => submitAnswer(state, "stranger", 1, at(COUNTDOWN_MS + 2))).toThrow(ruleMessages.notInGame);
    expect(() => submitAnswer(state, "b", 1, at(COUNTDOWN_MS + 20_001))).toThrow(ruleMessages.tooLate);
    expect(state.players.get("b")?.score).toBe(0);
  });

  it("closes at once when the last player answers, with the right answer, the counts and the top 5", () => {
    const state = atFirstQuestion(["a", "b", "c", "d", "e", "f"]);
    const right = correctShown(state);
    for (const id of ["a", "b", "c", "d", "e"]) submitAnswer(state, id, right, at(COUNTDOWN_MS + 10));
    expect(drainAnswerCount(state)).toEqual({
      to: "host",
      event: "answer_count",
      payload: { answered: 5, total: 6, waiting: [{ User_id: "f", Username: "name-f" }] },
    });
    expect(drainAnswerCount(state)).toBeNull();
    const closing = submitAnswer(state, "f", wrongShown(state), at(COUNTDOWN_MS + 20));
    const ended = find(closing.emits, "question_ended")?.payload;
    expect(state.phase).toBe("results");
    expect(ended?.correctIndex).toBe(right);
    expect(ended?.counts[right]).toBe(5);
    expect(ended?.Scores.map((s) => [s.User_id, s.score, s.rank])).toEqual([
      ["a", 1834, 1],
      ["b", 1667, 2],
      ["c", 1500, 3],
      ["d", 1334, 4],
      ["e", 1167, 5],
    ]);
  });

  it("closes at the deadline when someone never answers", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", 0, at(COUNTDOWN_MS + 1));
    expect(advanceClock(state, at(COUNTDOWN_MS + 19_999)).emits).toEqual([]);
    expect(events(advanceClock(state, at(COUNTDOWN_MS + 20_000)).emits)).toContain("question_ended");
  });

  it("waits a moment for a player who dropped (a reload comes back), then no longer", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    disconnectPlayer(state, "c", at(COUNTDOWN_MS));
    joinGame(state, { userId: "c", username: "name-c" });
    submitAnswer(state, "a", 0, at(COUNTDOWN_MS + 1));
    expect(state.phase).toBe("question");
    disconnectPlayer(state, "c", at(COUNTDOWN_MS + 2));
    // Everyone connected has answered, but c may be reloading: the question stays open for them a moment.
    expect(events(submitAnswer(state, "b", 0, at(COUNTDOWN_MS + 3)).emits)).not.toContain("question_ended");
    expect(nextWakeUp(state)).toBe(COUNTDOWN_MS + 2 + RECONNECT_GRACE_MS);
    expect(advanceClock(state, at(COUNTDOWN_MS + 1 + RECONNECT_GRACE_MS)).emits).toEqual([]);
    const closing = advanceClock(state, at(COUNTDOWN_MS + 2 + RECONNECT_GRACE_MS));
    expect(events(closing.emits)).toContain("question_ended");
    expect(state.players.get("c")?.score).toBe(0);
  });

  it("lets the last player who reloads answer the question they were on (issue 29)", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", 0, at(COUNTDOWN_MS + 1));
    disconnectPlayer(state, "b", at(COUNTDOWN_MS + 2));
    expect(state.phase).toBe("question");
    joinGame(state, { userId: "b", username: "name-b" });
    expect(advanceClock(state, at(COUNTDOWN_MS + 2 + RECONNECT_GRACE_MS)).emits).toEqual([]);
    const closing = submitAnswer(state, "b", correctShown(state), at(COUNTDOWN_MS + 3 + RECONNECT_GRACE_MS));
    expect(events(closing.emits)).toContain("question_ended");
    expect(state.players.get("b")?.score).toBeGreaterThan(0);
  });
});

describe("the host's Next and the end (docs/product.md §4 host game screen)", () => {
  it("goes question → results → leaderboard → next question, and after the last card ends the game for everyone", () => {
    const state = atFirstQuestion(["a"]);
    expect(events(nextStep(state, HOST, at(COUNTDOWN_MS + 5)).emits)).toContain("question_ended");
    expect(state.phase).toBe("results");
    const leaderboard = nextStep(state, HOST, at(COUNTDOWN_MS + 8));
    expect(state.phase).toBe("leaderboard");
    expect(leaderboard.emits).toEqual([
      { to: "room", event: "show_leaderboard", payload: { CardIndex: 0 } },
      { to: "host", event: "get_current_state", payload: { currentState: "leaderboard", isGameOver: false } },
    ]);
    const second = nextStep(state, HOST, at(COUNTDOWN_MS + 10));
    expect(find(second.emits, "card_for_client")?.payload.CardIndex).toBe(1);
    for (const step of [20, 30, 40, 50, 60]) nextStep(state, HOST, at(COUNTDOWN_MS + step));
    expect(state.phase).toBe("leaderboard");
    const end = nextStep(state, HOST, at(COUNTDOWN_MS + 70));
    expect(find(end.emits, "card_for_client")?.payload.CardIndex).toBe(END_OF_DECK_INDEX);
    expect(find(end.emits, "game_ended")?.payload).toMatchObject({ started: true, playerCount: 1 });
    expect(state.phase).toBe("ended");
    expect(end.results?.deckTitle).toBe("Capitals");
  });

  it("refuses Next from players and before the start", () => {
    const state = atFirstQuestion(["a"]);
    expect(() => nextStep(state, "a", at(COUNTDOWN_MS))).toThrow(ruleMessages.hostOnly);
    expect(() => nextStep(lobbyWith(["a"]), HOST, at(0))).toThrow(ruleMessages.notStarted);
  });

  it("records stats only for a started game, with shared wins for a tie and none for zero points", () => {
    const lobby = lobbyWith(["a"]);
    const closedLobby = endGame(lobby, HOST);
    expect(closedLobby.results).toBeUndefined();
    expect(find(closedLobby.emits, "game_ended")?.payload).toMatchObject({
      started: false,
      reason: "host",
      message: "The host ended the game",
    });

    const state = atFirstQuestion(["a", "b", "c"]);
    state.players.get("a")!.score = 900;
    state.players.get("b")!.score = 900;
    const outcome = endGame(state, HOST);
    expect(outcome.results?.players).toEqual([
      { userId: "a", score: 900, rank: 1, won: true, guest: false },
      { userId: "b", score: 900, rank: 1, won: true, guest: false },
      { userId: "c", score: 0, rank: 3, won: false, guest: false },
    ]);
    expect(find(outcome.emits, "your_result")).toMatchObject({ to: "user", payload: { rank: 1 } });
    expect(() => endGame(state, HOST)).toThrow(ruleMessages.gameOver);
  });

  it("leaves a player who left out of the results", () => {
    const state = atFirstQuestion(["a", "b"]);
    leaveGame(state, "b", at(COUNTDOWN_MS));
    expect(drainLobbyChanges(state)?.payload.left).toEqual(["b"]);
    expect(endGame(state, HOST).results?.players.map((p) => p.userId)).toEqual(["a"]);
  });
});

describe("snapshots for a returning player", () => {
  it("carry each player's rank once the question is over, ties sharing it, and follow later answers", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    submitAnswer(state, "a", wrongShown(state), at(COUNTDOWN_MS + 1));
    submitAnswer(state, "b", correctShown(state), at(COUNTDOWN_MS + 2));
    submitAnswer(state, "c", wrongShown(state), at(COUNTDOWN_MS + 3));
    const rankOf = (id: string) => snapshotFor(state, id, COUNTDOWN_MS + 4).you?.rank;
    expect([rankOf("a"), rankOf("b"), rankOf("c")]).toEqual([2, 1, 3]);
    nextStep(state, HOST, at(COUNTDOWN_MS + 4));
    expect(rankOf("a")).toBe(2);
    nextStep(state, HOST, at(COUNTDOWN_MS + 5));
    expect(rankOf("a")).toBeNull();
    submitAnswer(state, "c", correctShown(state), at(COUNTDOWN_MS + 6));
    submitAnswer(state, "a", wrongShown(state), at(COUNTDOWN_MS + 7));
    submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 8));
    // Scores: a 667 + 334, b 1334 + 0, c 0 + 1667.
    expect([rankOf("a"), rankOf("b"), rankOf("c")]).toEqual([3, 2, 1]);
  });

  it("carry the open card, the player's own answer locked in and the score before it (issue 29)", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    const snapshot = snapshotFor(state, "a", COUNTDOWN_MS + 2);
    expect(snapshot.phase).toBe("question");
    expect(snapshot.card?.CardIndex).toBe(0);
    expect(snapshot.answered).toEqual({ Answer_id: correctShown(state), position: 1, totalPos: 2 });
    expect(snapshot.you).toMatchObject({ User_id: "a", score: 0 });
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 2).answered).toBeNull();
    expect(snapshotFor(state, HOST, 0).isHost).toBe(true);
  });

  it("name the lobby's players for a player only in the lobby; the host's name them all game", () => {
    const lobby = lobbyWith(["a", "b"]);
    expect(snapshotFor(lobby, "a", 0).players.map((player) => player.User_id)).toEqual(["a", "b"]);
    const state = atFirstQuestion(["a", "b"]);
    const player = snapshotFor(state, "a", COUNTDOWN_MS + 1);
    expect(player.players).toEqual([]);
    expect(player.playerCount).toBe(2);
    expect(snapshotFor(state, HOST, COUNTDOWN_MS + 1).players.map((entry) => entry.User_id)).toEqual(["a", "b"]);
  });

  it("name the lobby's players to a joiner only in the lobby: one coming back or joining late hears the count alone", () => {
    const playersHeard = (state: ReturnType<typeof lobbyWith>, userId: string) =>
      find(joinGame(state, { userId, username: userId }).emits, "init_game_part_1")?.payload;
    expect(playersHeard(lobbyWith(["a", "b"]), "a")).toMatchObject({ playerCount: 2 });
    expect(playersHeard(lobbyWith(["a", "b"]), "a")?.playerList.map((entry) => entry.User_id)).toEqual(["a", "b"]);
    const state = atFirstQuestion(["a", "b"]);
    expect(playersHeard(state, "a")).toEqual({ playerList: [], playerCount: 2 });
    expect(playersHeard(state, "late")).toEqual({ playerList: [], playerCount: 3 });
    expect(playersHeard(state, HOST)?.playerList.map((entry) => entry.User_id)).toEqual(["a", "b", "late"]);
  });

  it("carry the closed question's card on the results and the leaderboard, so a reload draws them again (issue 29)", () => {
    const state = atFirstQuestion(["a", "b"]);
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 2));
    expect(state.phase).toBe("results");
    for (const userId of [HOST, "a"]) {
      expect(snapshotFor(state, userId, COUNTDOWN_MS + 3).card?.Card?.Question).toBe("Q1");
    }
    nextStep(state, HOST, at(COUNTDOWN_MS + 4));
    expect(state.phase).toBe("leaderboard");
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 5).card?.Card?.Answers).toContain("right1");
  });

  it("carry the answer's result and the new score once the question closed, or at once when the host reveals so", () => {
    const state = atFirstQuestion(["a", "b", "c"]);
    state.settings.revealOnAnswer = true;
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 2).answered?.correct).toBe(true);
    expect(snapshotFor(state, "a", COUNTDOWN_MS + 2).you?.score).toBe(1667);
    state.settings.revealOnAnswer = false;
    submitAnswer(state, "b", wrongShown(state), at(COUNTDOWN_MS + 3));
    submitAnswer(state, "c", wrongShown(state), at(COUNTDOWN_MS + 4));
    expect(state.phase).toBe("results");
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 5).answered).toMatchObject({ correct: false, points: 334 });
    expect(snapshotFor(state, "b", COUNTDOWN_MS + 5).you?.score).toBe(334);
  });
});

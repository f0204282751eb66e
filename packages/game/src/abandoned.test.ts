import { describe, expect, it } from "vitest";
import { type Command, runCommand } from "./commands";
import { COUNTDOWN_MS, createGame, HOST_IDLE_MS, LOBBY_WITHOUT_HOST_MS, nextWakeUp, ruleMessages } from "./engine";
import type { GameState, Outcome } from "./game-state";

/** Issue 9 rule 11: a game its host walked away from ends by itself, so it hides no deck forever. */
const card = (n: number) => ({
  question: `Q${n}`,
  correct: `right${n}`,
  incorrect: [`a${n}`, `b${n}`, `c${n}`] as [string, string, string],
  image: null,
});
const settings = {
  deckId: 1,
  deckTitle: "Capitals",
  timePerQuestion: 20,
  shuffleDeck: false,
  pointsForWrong: true,
  allowLateJoins: true,
  allowGuests: true,
  revealOnAnswer: false,
};

const run = (state: GameState, now: number, command: Command) => runCommand(state, command, { now, random: () => 0 });

function lobby(createdAt = 0): GameState {
  const state = createGame({ gameId: "g", joinCode: "ABCDEF", hostId: "host", now: createdAt });
  run(state, createdAt, { kind: "join", userId: "host", username: "Host" });
  run(state, createdAt, { kind: "join", userId: "ann", username: "Ann" });
  run(state, createdAt, { kind: "settings", userId: "host", settings });
  return state;
}

/** Runs the timer the way the server does: at the wake-up time, if there is one by `until`. */
function waitUntil(state: GameState, until: number): Outcome[] {
  const outcomes: Outcome[] = [];
  for (let wake = nextWakeUp(state); wake !== null && wake <= until; wake = nextWakeUp(state)) {
    outcomes.push(run(state, wake, { kind: "tick" }));
  }
  return outcomes;
}

describe("a lobby", () => {
  it("waits as long as its host is connected", () => {
    const state = lobby();
    expect(nextWakeUp(state)).toBeNull();
    waitUntil(state, 10 * LOBBY_WITHOUT_HOST_MS);
    expect(state.phase).toBe("lobby");
  });

  it("ends 30 minutes after its host left, telling the players why", () => {
    const state = lobby();
    run(state, 1000, { kind: "disconnect", userId: "host" });
    waitUntil(state, 1000 + LOBBY_WITHOUT_HOST_MS - 1);
    expect(state.phase).toBe("lobby");
    const [outcome] = waitUntil(state, 1000 + LOBBY_WITHOUT_HOST_MS);
    expect(state.phase).toBe("ended");
    expect(state.ended).toMatchObject({ message: ruleMessages.hostAway, reason: "host_away" });
    expect(outcome?.results).toBeUndefined();
  });

  it("keeps going when the host comes back in time", () => {
    const state = lobby();
    run(state, 1000, { kind: "disconnect", userId: "host" });
    run(state, 1000 + LOBBY_WITHOUT_HOST_MS - 5, { kind: "join", userId: "host", username: "Host" });
    waitUntil(state, 5 * LOBBY_WITHOUT_HOST_MS);
    expect(state.phase).toBe("lobby");
  });

  it("that nobody opened (a game loaded after a restart) ends 30 minutes after it was loaded", () => {
    const state = createGame({ gameId: "g", joinCode: "ABCDEF", hostId: "host", now: 500 });
    expect(nextWakeUp(state)).toBe(500 + LOBBY_WITHOUT_HOST_MS);
  });
});

describe("a started game", () => {
  function started(): GameState {
    const state = lobby();
    run(state, 0, { kind: "start", userId: "host", cards: [card(1), card(2)] });
    return state;
  }

  it("ends 15 minutes after the host's last action, recording stats for what was played", () => {
    const state = started();
    const questionAt = COUNTDOWN_MS;
    waitUntil(state, questionAt);
    run(state, questionAt + 1, { kind: "answer", userId: "ann", shownIndex: 3 });
    expect(state.phase).toBe("results");
    const outcomes = waitUntil(state, HOST_IDLE_MS);
    expect(state.phase).toBe("ended");
    expect(state.ended).toMatchObject({ message: ruleMessages.hostAway, reason: "host_away" });
    const results = outcomes.find((outcome) => outcome.results)?.results;
    expect(results?.players).toEqual([{ userId: "ann", score: 1000, rank: 1, won: true, guest: false }]);
  });

  it("counts every host action as presence, connected or not", () => {
    const state = started();
    waitUntil(state, COUNTDOWN_MS);
    run(state, COUNTDOWN_MS + 10, { kind: "disconnect", userId: "host" });
    run(state, HOST_IDLE_MS - 1, { kind: "next", userId: "host" });
    waitUntil(state, HOST_IDLE_MS + 1000);
    expect(state.phase).toBe("results");
    waitUntil(state, 2 * HOST_IDLE_MS);
    expect(state.phase).toBe("ended");
  });
});

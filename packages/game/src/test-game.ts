/** Games set up for the engine's tests. */
import { type Command, type LogEntry, runCommand } from "./commands";
import { advanceClock, type Clock, COUNTDOWN_MS, chooseSettings, createGame, joinGame, startGame } from "./engine";
import { type Emit, GameRuleError, type GameSettings, type GameState, type PlayableCard } from "./game-state";

export const HOST = "host";
export const card = (n: number): PlayableCard => ({
  question: `Q${n}`,
  correct: `right${n}`,
  incorrect: [`wrong${n}a`, `wrong${n}b`, `wrong${n}c`],
  image: null,
});
export const deck = [card(1), card(2), card(3)];
/** A random source that always answers 0: shuffles put index 0 last, so the correct answer shows at 3. */
export const at = (now: number): Clock => ({ now, random: () => 0 });

export function lobbyWith(players: string[], timer = 20): GameState {
  const state = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
  joinGame(state, { userId: HOST, username: "Host" });
  for (const id of players) joinGame(state, { userId: id, username: `name-${id}` });
  chooseSettings(
    state,
    HOST,
    {
      deckId: 1,
      deckTitle: "Capitals",
      timePerQuestion: timer,
      shuffleDeck: false,
      pointsForWrong: true,
      allowLateJoins: true,
      allowGuests: true,
      revealOnAnswer: false,
    },
    at(0),
  );
  return state;
}

/** A game at its first question, opened at t = COUNTDOWN_MS. */
export function atFirstQuestion(players: string[]): GameState {
  const state = lobbyWith(players);
  startGame(state, HOST, deck, at(0));
  advanceClock(state, at(COUNTDOWN_MS));
  return state;
}

export const events = (emits: Emit[]) => emits.map((e) => e.event);
export const find = <E extends Emit["event"]>(emits: Emit[], event: E) =>
  emits.find((e): e is Extract<Emit, { event: E }> => e.event === event);
export const correctShown = (state: GameState) => state.question?.order.indexOf(0) as number;
export const wrongShown = (state: GameState) => (correctShown(state) + 1) % 4;

/** What the rules said when they refused the action (code and message), or null when they did not. */
export const refusalOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (error instanceof GameRuleError) return { code: error.code, message: error.message };
  }
  return null;
};

const DAY = 24 * 60 * 60 * 1000;
/** Homework's times in the tests: due in 3 days, started at COUNTDOWN_MS; with the random source 0 a four-answer
 * card's right answer shows last (RIGHT). */
export const homeworkTimes = { DAY, DEADLINE: 3 * DAY, START: COUNTDOWN_MS, RIGHT: 3 } as const;

export const homeworkSettings = (changes: Partial<GameSettings>): GameSettings => ({
  deckId: 1,
  deckTitle: "Capitals",
  timePerQuestion: 20,
  shuffleDeck: false,
  pointsForWrong: true,
  allowLateJoins: false,
  allowGuests: true,
  revealOnAnswer: false,
  pace: "student",
  deadline: homeworkTimes.DEADLINE,
  ...changes,
});

/**
 * The log as the server keeps it: the host opens, Ann joins, the host sets homework (late joins off, and
 * `changes`) and starts; `run` applies and logs a command.
 */
export function homeworkGame(changes: Partial<GameSettings> = {}): {
  state: GameState;
  log: LogEntry[];
  run: (now: number, command: Command) => ReturnType<typeof runCommand>;
} {
  const state = createGame({ gameId: "7", joinCode: "ABCDEF", hostId: HOST, now: 0 });
  const log: LogEntry[] = [];
  const run = (now: number, command: Command) => {
    const result = runCommand(state, command, at(now));
    log.push({ command, now, randoms: [] });
    return result;
  };
  run(0, { kind: "join", userId: HOST, username: "Host" });
  run(0, { kind: "join", userId: "a", username: "Ann" });
  run(0, { kind: "settings", userId: HOST, settings: homeworkSettings(changes) });
  run(0, { kind: "start", userId: HOST, cards: deck });
  run(homeworkTimes.START, { kind: "tick" });
  return { state, log, run };
}

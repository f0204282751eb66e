/** Games set up for the engine's tests. */
import { advanceClock, type Clock, COUNTDOWN_MS, chooseSettings, createGame, joinGame, startGame } from "./engine";
import { type Emit, GameRuleError, type GameState, type PlayableCard } from "./game-state";

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

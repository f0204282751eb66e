/** Shared by every part of the live game: timings and limits, the refusals' texts, the clock, the host's check. */
import { START_COUNTDOWN_SECONDS } from "@quizdeck/shared/constants";
import { GameRuleError, type GameState, type Outcome } from "./game-state";

/** 3, 2, 1, Start! and one more second (docs/product.md §9). */
export const COUNTDOWN_MS = (START_COUNTDOWN_SECONDS + 1) * 1000;

/** A lobby whose host has gone ends after this long; a started game after this long without a host action. */
export const LOBBY_WITHOUT_HOST_MS = 30 * 60 * 1000;
export const HOST_IDLE_MS = 15 * 60 * 1000;

/**
 * A player who drops while a question waits for their answer is waited for this long before it closes without
 * them: a phone reloading the page is back in a few seconds (issue 29: a lone player's reload no longer ends it).
 */
export const RECONNECT_GRACE_MS = 6000;

/** How many players the final list and the lobby list carry; each player also gets their own rank. */
export const FINAL_LIST_SIZE = 100;
export const LOBBY_LIST_SIZE = 50;
/** How many of those who have not answered yet the host's panel names (issue 29). */
export const WAITING_LIST_SIZE = 50;

/** How many newest names a lobby announcement to the players carries (the host gets every name). */
export const ROOM_LOBBY_NAMES = 10;

export const ruleMessages = {
  hostOnly: "Only the host can do that",
  alreadyStarted: "This game has already started",
  notStarted: "The game has not started yet",
  gameOver: "This game has ended",
  noPlayableCards: "This deck has no complete cards to play. Every card needs a question and its answers.",
  noPlayers: "Wait for at least one player to join before starting",
  notInGame: "You are not in this game",
  noOpenQuestion: "There is no question to answer right now",
  alreadyAnswered: "You have already answered this question",
  tooLate: "Time is up for this question",
  hostCannotPlay: "The host cannot answer questions",
  hostAway: "The game ended because the host was away for too long.",
  playerNotInGame: "That player is not in this game",
  joinedDuringQuestion: "You joined during this question: you play from the next one",
  answerFirst: "Answer the question first or wait for its time to run out",
  studentsMoveOn: "Students move on by themselves in a student-paced game",
  finishAttemptFirst: "Finish this attempt first",
  noAttemptsLeft: "You have used all your attempts",
  hostMovesOn: "The host moves this game on: there is no next question to ask for",
} as const;

export interface Clock {
  now: number;
  random: () => number;
}

export const none = (): Outcome => ({ emits: [] });

export function requireHost(state: GameState, userId: string): void {
  if (userId !== state.hostId) throw new GameRuleError("not_host", ruleMessages.hostOnly);
}

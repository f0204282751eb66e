/**
 * Every change to a game as a plain, serialisable command, so a game can be driven from another node and
 * rebuilt by replaying its log. `runCommand` is the one entry point the transport uses.
 */
import type { GameSnapshot } from "@quizdeck/shared/socket-events";
import {
  advanceClock,
  type Clock,
  chooseSettings,
  disconnectPlayer,
  endGame,
  isMemberSnapshot,
  joinGame,
  joinPaced,
  kickPlayer,
  leaveGame,
  lockGame,
  nextPacedQuestion,
  nextStep,
  ruleMessages,
  snapshotFor,
  startGame,
  submitAnswer,
  tryAgain,
} from "./engine";
import { GameRuleError, type GameSettings, type GameState, type Outcome, type PlayableCard } from "./game-state";
import { refuseAfterDeadline } from "./homework";
import type { PlayerAnswer } from "./question-types/index";

export type Command =
  /** `withSnapshot`: answer with the joiner's snapshot too (a reconnect needs both, in one round trip). */
  /** `guest`: a guest session's join (issue 12); logs written before guests replay without it. */
  /** `offline`: seated by the guest's session request before its socket is there (issue 27): away until it joins. */
  /** `connectionId`: the connection joining, for the node that puts it in the game's rooms; the rules ignore it. */
  | {
      kind: "join";
      userId: string;
      username: string;
      withSnapshot?: boolean;
      guest?: boolean;
      offline?: boolean;
      connectionId?: string;
    }
  | { kind: "disconnect"; userId: string }
  | { kind: "leave"; userId: string }
  /** The host (`userId`) removes the player `targetId`. */
  | { kind: "kick"; userId: string; targetId: string }
  /** Issue 29: the host locks or unlocks the game. */
  | { kind: "lock"; userId: string; locked: boolean }
  | { kind: "settings"; userId: string; settings: GameSettings }
  | { kind: "start"; userId: string; cards: PlayableCard[] }
  | { kind: "next"; userId: string }
  /** Issue 31: a student-paced player's next question. */
  | { kind: "next_question"; userId: string }
  /** Issue 31: a student who finished homework starts another attempt. */
  | { kind: "try_again"; userId: string }
  /** Issue 30: `answer` in the question type's form; logs written before it hold `shownIndex` (one pick). */
  | { kind: "answer"; userId: string; answer: PlayerAnswer }
  | { kind: "answer"; userId: string; shownIndex: number }
  | { kind: "end"; userId: string }
  | { kind: "request_state"; userId: string; wanted: string | undefined }
  | { kind: "tick" }
  /**
   * `connectionId`: a member's connection that asked (confirm_connection): the snapshot goes to it among the game's
   * events, as a join's does, rather than in the command's answer, which may travel another way (another node).
   */
  | { kind: "snapshot"; userId: string; connectionId?: string };

/** Commands that only read; they are not logged. */
export const isReadOnly = (command: Command) => command.kind === "snapshot";

export interface CommandResult extends Outcome {
  snapshot?: GameSnapshot;
  /** For `join`: whether the user is the game's host. */
  isHost?: boolean;
}

export function runCommand(state: GameState, command: Command, clock: Clock): CommandResult {
  const result = apply(state, command, clock);
  noteHost(state, command, clock.now);
  return result;
}

/** After an accepted command: the host's joins, departures and actions keep the game from counting as left. */
function noteHost(state: GameState, command: Command, now: number): void {
  if (command.kind === "tick" || command.kind === "snapshot" || command.userId !== state.hostId) return;
  if (command.kind === "join") state.host.connected = true;
  if (command.kind === "disconnect" || command.kind === "leave") state.host.connected = false;
  state.host.seenAt = now;
}

function apply(state: GameState, command: Command, clock: Clock): CommandResult {
  switch (command.kind) {
    case "join": {
      if (!state.players.has(command.userId) && command.userId !== state.hostId) {
        refuseAfterDeadline(state, clock.now);
      }
      const joined = joinGame(state, command);
      // A student-paced game under way gives a new player their first question at once.
      const emits = [...joined.emits, ...joinPaced(state, command.userId, clock).emits];
      const snapshot = command.withSnapshot ? snapshotFor(state, command.userId, clock.now) : undefined;
      return { emits, isHost: command.userId === state.hostId, snapshot };
    }
    case "disconnect":
      return disconnectPlayer(state, command.userId, clock);
    case "leave":
      return leaveGame(state, command.userId, clock);
    case "kick":
      return kickPlayer(state, command.userId, command.targetId, clock);
    case "lock":
      return lockGame(state, command.userId, command.locked);
    case "settings":
      return chooseSettings(state, command.userId, command.settings, clock);
    case "start":
      return startGame(state, command.userId, command.cards, clock);
    case "next":
      return nextStep(state, command.userId, clock);
    case "next_question":
      return nextPacedQuestion(state, command.userId, clock);
    case "try_again":
      return tryAgain(state, command.userId, clock);
    case "answer":
      return submitAnswer(state, command.userId, "answer" in command ? command.answer : command.shownIndex, clock);
    case "end":
      return endGame(state, command.userId);
    case "request_state":
      return requestState(state, command.userId, command.wanted, clock);
    case "tick":
      return advanceClock(state, clock);
    case "snapshot":
      return { emits: [], snapshot: memberSnapshot(state, command, clock.now) };
  }
}

/** A user's snapshot; one sent to a connection is for the game's host and players only. */
function memberSnapshot(state: GameState, command: Extract<Command, { kind: "snapshot" }>, now: number): GameSnapshot {
  const snapshot = snapshotFor(state, command.userId, now);
  if (command.connectionId !== undefined && !isMemberSnapshot(snapshot)) {
    throw new GameRuleError("not_in_game", ruleMessages.notInGame);
  }
  return snapshot;
}

/** docs/product.md §4: the host's "leaderboard" closes an open question; "postgame" ends the game. */
function requestState(state: GameState, userId: string, wanted: string | undefined, clock: Clock): Outcome {
  if (wanted === "leaderboard" && state.phase === "question") return nextStep(state, userId, clock);
  if (wanted === "postgame" && state.phase !== "ended") return endGame(state, userId);
  return { emits: [] };
}

/** One applied command, with the time and random numbers it used, so a replay reaches the same state. */
export interface LogEntry {
  command: Command;
  now: number;
  randoms: number[];
  /**
   * Issue 32: a command forwarded from another node carries that node's id for it, so that when the node running
   * the game dies before answering, the command sent again to the game's next node is found here and not run
   * twice. Local commands and logs written before have none.
   */
  id?: string;
}

/**
 * What a command that already ran answers when it comes again (its first answer was lost with the node that
 * ran it): what can be rebuilt of its result from the game as it is now.
 */
export function repeatedResult(state: GameState, command: Command, now: number): CommandResult {
  if (command.kind !== "join") return { emits: [] };
  const snapshot = command.withSnapshot ? snapshotFor(state, command.userId, now) : undefined;
  return { emits: [], isHost: command.userId === state.hostId, snapshot };
}

/** Rebuilds a game from its log with the recorded times and random numbers; what it would send is dropped. */
export function replay(state: GameState, history: LogEntry[]): void {
  for (const entry of history) {
    let next = 0;
    const clock: Clock = { now: entry.now, random: () => entry.randoms[next++] ?? 0 };
    try {
      runCommand(state, entry.command, clock);
    } catch {
      // A command refused when it first ran is refused again: it changed nothing either time.
    }
  }
}

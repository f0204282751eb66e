import type { ErrorCode } from "@quizdeck/shared/error-codes";
import type {
  CheckAnswer,
  GameEnded,
  GamePhase,
  LobbyPlayer,
  QuestionEnded,
  ServerToClientEvents,
} from "@quizdeck/shared/socket-events";

/** A card that can be played: all five texts non-empty (SPEC.md §5). */
export interface PlayableCard {
  question: string;
  correct: string;
  incorrect: [string, string, string];
  image: string | null;
}

export interface GameSettings {
  deckId: number | null;
  deckTitle: string | null;
  timePerQuestion: number;
  shuffleDeck: boolean;
  pointsForWrong: boolean;
}

export interface Player {
  userId: string;
  username: string;
  score: number;
  connected: boolean;
}

export interface OpenQuestion {
  cardIndex: number;
  /** Shown position → original answer index; 0 is the correct answer. */
  order: number[];
  deadline: number;
  /** Number of players when the question opened: the `total` of the scoring rule. */
  total: number;
  answers: Map<string, CheckAnswer>;
  counts: number[];
  /** Connected players who have not answered yet; the question closes early when it empties. */
  waiting: Set<string>;
}

export interface GameState {
  gameId: string;
  joinCode: string;
  hostId: string;
  phase: GamePhase;
  settings: GameSettings;
  cards: PlayableCard[];
  cardIndex: number;
  players: Map<string, Player>;
  startsAt: number | null;
  question: OpenQuestion | null;
  lastResult: QuestionEnded | null;
  ended: GameEnded | null;
  /** Lobby changes not yet announced to the host; the transport sends them in batches. */
  pendingLobby: { joined: LobbyPlayer[]; left: string[] };
  /** The few newest lobby changes for the players, announced less often than to the host. */
  roomLobby: { joined: LobbyPlayer[]; left: string[]; changed: boolean };
  /** The answer count changed since it was last announced. */
  answerCountDirty: boolean;
  /** Whether the host has a connection, and when they last acted or came or went: a game left alone ends. */
  host: { connected: boolean; seenAt: number };
  /** Every player's rank, worked out once when first asked for after the scores last changed. */
  ranks: Map<string, number> | null;
}

export type Recipient = { to: "room" } | { to: "host" } | { to: "user"; userId: string };

type EventName = keyof ServerToClientEvents;
export type Emit = {
  [E in EventName]: Recipient & { event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[EventName];

export interface PlayerResult {
  userId: string;
  score: number;
  won: boolean;
}

/** What a transition asks the outside world to do. */
export interface Outcome {
  emits: Emit[];
  /** Set once, when a started game ends: the stats to record (SPEC.md §4 end-of-game stats). */
  results?: { deckTitle: string | null; players: PlayerResult[] };
}

/** A refusal by the rules: a code for clients to decide on, and a text to show. */
export class GameRuleError extends Error {
  override name = "GameRuleError";

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

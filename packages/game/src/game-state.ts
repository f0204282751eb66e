import type { CardPoints, CardType } from "@quizdeck/shared/card-types";
import type { ErrorCode } from "@quizdeck/shared/error-codes";
import type { GamePace } from "@quizdeck/shared/paced";
import type { GameReportData, ReportAnswer, ReportQuestion } from "@quizdeck/shared/reports";
import type {
  CheckAnswer,
  GameEnded,
  GamePhase,
  LobbyPlayer,
  PlayerNotice,
  ProgressCell,
  QuestionEnded,
  QuestionResult,
  ServerToClientEvents,
} from "@quizdeck/shared/socket-events";

/**
 * A card that can be played (cardProblem of packages/shared/src/card-types.ts finds nothing). Fields added later
 * are optional: a replayed log written before them plays as it did.
 */
export interface PlayableCard {
  /** The card's id, for study mode's review queue (issue 14). */
  cardId?: number;
  question: string;
  /** Multiple choice and true or false: the right answer; type the answer: the answer. */
  correct: string;
  /** Multiple choice: one to three wrong answers; true or false: the other one. */
  incorrect: string[];
  image: string | null;
  /** Issue 29 point 6: the image's description, "" when none. */
  imageAlt?: string;
  /** Issue 30: absent is multiple choice. */
  type?: CardType;
  /** Select all, poll: the options; put in order: the items in the right order; type the answer: more accepted. */
  choices?: string[];
  /** Select all: the indexes of the right options. */
  correctChoices?: number[];
  /** Seconds instead of the game's timer; null or absent is the game's. */
  timeLimit?: number | null;
  /** Absent is standard. */
  points?: CardPoints;
}

export interface GameSettings {
  deckId: number | null;
  deckTitle: string | null;
  timePerQuestion: number;
  shuffleDeck: boolean;
  pointsForWrong: boolean;
  allowLateJoins: boolean;
  /** Issue 12: guests (no account) may join; false is "Only signed-in users". */
  allowGuests: boolean;
  /** Issue 29: right or wrong told as soon as a player answers, instead of at the question's close. */
  revealOnAnswer: boolean;
  /** Issue 31: absent (logs written before it) is "teacher". */
  pace?: GamePace;
  /** Issue 31: homework's deadline (ms since the epoch), only with pace "student"; absent (older logs) is none. */
  deadline?: number | null;
  /** Issue 31: attempts each student gets at homework; absent (older logs) is 1. */
  attempts?: number;
}

/** A player's figures for the report, added to once per closed question. */
export interface PlayerRecord {
  /** One per closed question, in order. */
  answers: ReportAnswer[];
  correct: number;
  unanswered: number;
  answered: number;
  totalMs: number;
}

export interface Player {
  userId: string;
  username: string;
  /** Issue 12: joined with a nickname, without an account. */
  guest: boolean;
  score: number;
  connected: boolean;
  joinedLate: boolean;
  /** Rank at the close of the last question this player was in; null before their first. */
  rank: number | null;
  /** Their result of the last question they were in. */
  result: QuestionResult | null;
  record: PlayerRecord;
}

/** An answer with everything the server made of it. */
export type JudgedAnswer = Required<Omit<CheckAnswer, "Answer_ids" | "Text">> &
  Pick<CheckAnswer, "Answer_ids" | "Text">;

export interface OpenQuestion {
  cardIndex: number;
  /** Shown position → original answer index; 0 is the correct answer. */
  order: number[];
  deadline: number;
  openedAt: number;
  /** Number of players when the question opened: the `total` of the scoring rule. */
  total: number;
  /** The players this question is for (not those who joined while it was open) still in the game. */
  participants: Set<string>;
  /** Each answer with what the server made of it (a player sees it all only when it is revealed). */
  answers: Map<string, JudgedAnswer>;
  /** Each answer's time since the question opened, in ms. */
  answerMs: Map<string, number>;
  /** Answers per shown position, and the sums below, of the participants still in the game. */
  counts: number[];
  answered: number;
  correct: number;
  totalMs: number;
  /** Connected players who have not answered yet; the question closes early when it empties. */
  waiting: Set<string>;
  /**
   * Of those, the ones whose connection dropped, and until when they are still waited for (RECONNECT_GRACE_MS): in
   * the order they dropped, which is the order of those times.
   */
  awayUntil: Map<string, number>;
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
  pendingLobby: { joined: LobbyPlayer[]; left: string[]; notices: PlayerNotice[] };
  /** The few newest lobby changes for the players, announced less often than to the host. */
  roomLobby: { joined: LobbyPlayer[]; left: string[]; changed: boolean };
  /** The answer count changed since it was last announced. */
  answerCountDirty: boolean;
  /** Whether the host has a connection, and when they last acted or came or went: a game left alone ends. */
  host: { connected: boolean; seenAt: number };
  /** Every player's rank, worked out once when first asked for after the scores last changed. */
  ranks: Map<string, number> | null;
  /** Users the host removed: they cannot join again. */
  kicked: Set<string>;
  /** Name keys (`nicknameKey`) of removed players, guests and accounts: no guest session can bring the name back. */
  kickedNames: Set<string>;
  /** How many players have each name key (`nicknameKey`): a guest's nickname must be free. */
  nameKeys: Map<string, number>;
  /** The host's name key, once the host joined: no guest plays under the teacher's name. */
  hostNameKey: string | null;
  /** Issue 29: the host locked the game: nobody new joins until it is unlocked. */
  locked: boolean;
  /** Issue 12: the most players the game takes (the server's GAME_PLAYER_CAP); never applied in a replay. */
  playerCap: number;
  /** The closed questions, for the report. */
  reportQuestions: ReportQuestion[];
  /** Issue 29: players the host removed after the start, whose answers so far the report keeps. */
  removedPlayers: Player[];
  /** Issue 31: a student-paced game's own state, from its start; null for a teacher-paced game. */
  paced: PacedGame | null;
}

/** Issue 31: one player's own question in a student-paced game. */
export interface PacedQuestion {
  cardIndex: number;
  /** Shown position → original answer index, this player's own. */
  order: number[];
  sentAt: number;
  deadline: number;
  answer: JudgedAnswer | null;
}

/** Issue 31: one answer's share of its question's class figures. */
export interface AnswerFigures {
  /** The original answer indexes it counts under ([] when the type counts none). */
  counted: number[];
  ms: number;
  correct: boolean;
  /** Type the answer: what was typed. */
  typed: string | null;
}

/** Issue 31: a finished attempt that counts, kept while the student tries again. */
export interface CountedAttempt {
  score: number;
  record: PlayerRecord;
  /** Its answers' figures by card index, and the index of the last question it was sent. */
  given: (AnswerFigures | null)[];
  lastSent: number;
}

/** Issue 31: one player's way through a student-paced game, their current attempt's. */
export interface PacedRun {
  /** 1 for the first attempt. */
  attempt: number;
  /** This attempt's score. */
  score: number;
  /** This attempt's answers' figures by card index, kept only when the game has more than one attempt. */
  given: (AnswerFigures | null)[];
  /** The attempt that counts so far, from the end of the first. */
  best: CountedAttempt | null;
  /** Their current question; null after their last one. */
  question: PacedQuestion | null;
  /** Their result of the current question, once they answered it (or it ran out and was settled). */
  result: QuestionResult | null;
  cells: ProgressCell[];
  answered: number;
  correct: number;
  /** Their last answer, next question or join, for the host's "idle". */
  activeAt: number;
}

/** Issue 31: one question's figures over every player who was sent it, kept as answers come (O(1) each). */
export interface PacedQuestionFigures {
  /** Answers per original answer index (the host's bars, the report's counts); [] when the type counts none. */
  counts: number[];
  /** Players who were sent it. */
  players: number;
  answered: number;
  correct: number;
  totalMs: number;
  /** What was typed (type the answer), for the report's words. */
  typed: string[];
}

export interface PacedGame {
  runs: Map<string, PacedRun>;
  questions: PacedQuestionFigures[];
  /** How many players answered (or ran out of) their last question. */
  finished: number;
  /** The host's progress changed since it was last announced. */
  progressDirty: boolean;
  /**
   * The class's ranks as its players' results tell them, worked out at most once a second (PACED_RANKING_MS) by
   * the logged commands alone, so that a replay tells the same ranks; and when.
   */
  ranks: Map<string, number> | null;
  rankedAt: number;
}

/** Issue 31: each student answers at their own pace (homework is such a game with a deadline). */
export const isStudentPaced = (state: GameState) => state.settings.pace === "student";

export type Recipient = { to: "room" } | { to: "host" } | { to: "user"; userId: string };

type EventName = keyof ServerToClientEvents;
export type Emit = {
  [E in EventName]: Recipient & { event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[EventName];

export interface PlayerResult {
  userId: string;
  score: number;
  /** Place in the final ranking (ties share it), shown in the player's Past games (issue 29). */
  rank: number;
  won: boolean;
  /** A guest's result is kept for a later signup, never as account stats. */
  guest: boolean;
}

/** What a transition asks the outside world to do. */
export interface Outcome {
  emits: Emit[];
  /** Set once, when a started game ends: the stats to record (docs/product.md §4 end-of-game stats). */
  results?: { deckTitle: string | null; players: PlayerResult[]; report: GameReportData };
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

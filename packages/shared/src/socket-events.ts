import { z } from "zod";
import { type CardPoints, type CardType, MAX_SHOWN_CHOICES } from "./card-types";
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from "./constants";
import { gameIdSchema } from "./games";
import { digitsToNumber, MAX_NUMERIC_ID, userId } from "./ids";
import { messages } from "./messages";
import { attemptsError, type GamePace, gamePace, MAX_ATTEMPTS } from "./paced";
import type { SocketAck, SocketRefusal } from "./socket-ack";
import { TYPED_ANSWER_MAX_LENGTH } from "./typed-answer";

export const gameRef = z.object({ Game_id: gameIdSchema });

export const gameSettingsInput = z.object({
  selectedDeck: z.preprocess(
    digitsToNumber,
    z
      .number({ error: messages.fillInAllInformation })
      .int({ error: messages.fillInAllInformation })
      .positive({ error: messages.fillInAllInformation })
      .max(MAX_NUMERIC_ID, { error: "Choose one of your own or liked decks" }),
  ),
  timePerQuestion: z.coerce
    .number({ error: messages.timerOutOfRange })
    .int({ error: messages.timerOutOfRange })
    .min(TIMER_MIN_SECONDS, { error: messages.timerOutOfRange })
    .max(TIMER_MAX_SECONDS, { error: messages.timerOutOfRange }),
  shuffleDeck: z.boolean().default(false),
  pointsForWrong: z.boolean().default(true),
  allowLateJoins: z.boolean().default(true),
  /** Issue 12: "Who can join" — true is "Anyone with the code" (guests too), false "Only signed-in users". */
  allowGuests: z.boolean().default(true),
  /**
   * Issue 29 "Show right or wrong": false (the default) tells each player at the question's close; true as soon as
   * they answer, in their `check_answer` (for practice games).
   */
  revealOnAnswer: z.boolean().default(false),
  /** Issue 31: "teacher" (the default) is live, the host moves the class on; "student": each student on their own. */
  pace: gamePace.default("teacher"),
  /**
   * Issue 31: homework's deadline, an ISO 8601 instant; only with pace "student", 1 minute to 60 days ahead (the
   * engine checks both against its clock).
   */
  deadline: z
    .string({ error: "The deadline must be a date and time" })
    .datetime({ offset: true, error: "The deadline must be a date and time" })
    .nullable()
    .default(null),
  /**
   * Issue 31: how many times each student may work through homework, 1 (the default) to MAX_ATTEMPTS; more than one
   * only with a deadline. Each student's best attempt counts.
   */
  attempts: z
    .number({ error: attemptsError })
    .int({ error: attemptsError })
    .min(1, { error: attemptsError })
    .max(MAX_ATTEMPTS, { error: attemptsError })
    .default(1),
});
export type GameSettingsInput = z.infer<typeof gameSettingsInput>;

export const gameSettingsSelected = gameRef.extend({ Game_Settings: gameSettingsInput });

const shownIndex = z
  .number({ error: "Answer_id must be the number of a shown answer (0 to 5)" })
  .int({ error: "Answer_id must be the number of a shown answer (0 to 5)" })
  .min(0, { error: "Answer_id must be the number of a shown answer (0 to 5)" })
  .max(MAX_SHOWN_CHOICES - 1, { error: "Answer_id must be the number of a shown answer (0 to 5)" });

/**
 * One answer, in the card's type's form (issue 30): `Answer_id` the shown answer picked (multiple choice, true or
 * false, poll); `Answer_ids` the shown answers picked (select all) or every shown item in the player's order
 * (put in order); `Text` what was typed (type the answer). The engine refuses a form that is not the question's.
 */
export const submitAnswer = gameRef
  .extend({
    Answer_id: shownIndex.optional(),
    Answer_ids: z
      .array(shownIndex, { error: "Answer_ids must be a list of shown answers' numbers" })
      .min(1, { error: "Pick at least one answer" })
      .max(MAX_SHOWN_CHOICES, { error: `Answer_ids can hold at most ${MAX_SHOWN_CHOICES} numbers` })
      .optional(),
    Text: z
      .string({ error: "Text must be text" })
      .max(TYPED_ANSWER_MAX_LENGTH, { error: `An answer must be at most ${TYPED_ANSWER_MAX_LENGTH} characters` })
      .optional(),
  })
  .refine((answer) => [answer.Answer_id, answer.Answer_ids, answer.Text].filter((a) => a !== undefined).length === 1, {
    error: "Send one answer: Answer_id, Answer_ids or Text",
  });

/**
 * question → results (each player's own result, the host's bars) → leaderboard → the next question or the end.
 * Issue 31: a student-paced game is "paced" from the end of its countdown to its end.
 */
export type GamePhase = "lobby" | "countdown" | "question" | "results" | "leaderboard" | "paced" | "ended";

/** The host kicks a player out of the game; they cannot join it again. */
export const kickPlayer = gameRef.extend({ User_id: userId });

/** Issue 29: the host locks (true) or unlocks (false) the game, at any time before it ends. */
export const lockGame = gameRef.extend({ locked: z.boolean({ error: "locked must be true or false" }) });

/** What a screen shows, in the words of docs/product.md §4. */
export type ScreenState = "start" | "question" | "postquestion" | "loading" | "leaderboard" | "postgame" | "error";

export interface LobbyPlayer {
  User_id: string;
  Username: string;
  /** Issue 12: present (true) for a guest, who has no profile to link to. */
  Guest?: true;
}

export interface RankedPlayer extends LobbyPlayer {
  score: number;
  rank: number;
}

export interface ClientCard {
  Question: string;
  /**
   * The answer texts as shown, nothing marking a right one: multiple choice (two to four), select all and put in
   * order in this question's random order; true or false "True", "False"; a poll as written; type the answer none.
   */
  Answers: string[];
  /** Issue 30: the question's type and points (a client that knows neither plays multiple choice as before). */
  Type: CardType;
  Points: CardPoints;
  image: string | null;
  /** Issue 29 point 6: the image's description; "" when none, and then the question is its alt text. */
  Image_alt: string;
}

export interface CardForClient {
  Card: ClientCard | null;
  CardIndex: number;
  totalCards: number;
  deadline: number;
  serverNow: number;
}

export interface GameSettingsView {
  Deck_Title: string | null;
  Timer: number;
  shuffleDeck: boolean;
  pointsForWrong: boolean;
  allowLateJoins: boolean;
  allowGuests: boolean;
  revealOnAnswer: boolean;
  /** Issue 31; absent from a server before it (teacher-paced). */
  pace?: GamePace;
  /** Issue 31: homework's deadline (ISO 8601), null for a game without one; absent from a server before it. */
  deadline?: string | null;
  /** Issue 31: attempts each student gets at homework; absent from a server before it (1). */
  attempts?: number;
}

/**
 * A player's answer, locked in. Whether it was right, its points and the new score come only when the host shows
 * right or wrong as soon as players answer (`revealOnAnswer`); otherwise the player learns them at the question's
 * close, in `question_result`, like everyone else.
 */
export interface CheckAnswer {
  /** The answer as sent: `Answer_id` for one pick (else -1), `Answer_ids` or `Text` for the other types. */
  Answer_id: number;
  Answer_ids?: number[];
  Text?: string;
  position: number;
  totalPos: number;
  correct?: boolean;
  points?: number;
  score?: number;
}

/** Type the answer: what the players typed, grouped by its normalised form, most typed first. */
export interface TypedWord {
  /** As the first player typed it. */
  text: string;
  count: number;
  /** The accepted answer it matched, or null. */
  accepted: string | null;
}

/** Issue 30: what the close of a question of another type than multiple choice reveals. */
export interface RevealedAnswer {
  /** Select all: the right shown answers; put in order: the shown items in the right order. */
  correctIndexes?: number[];
  /** Type the answer: every accepted answer. */
  accepted?: string[];
}

export interface QuestionEnded extends RevealedAnswer {
  CardIndex: number;
  /** The right shown answer (multiple choice, true or false); -1 for the other types. */
  correctIndex: number;
  /** Answers per shown answer (select all: how many picked it; put in order and type the answer: none). */
  counts: number[];
  Type: CardType;
  /** Type the answer: the most typed answers. */
  words?: TypedWord[];
  /** How many answered right (not for a poll): the host's "3 of 5 got it right", e.g. for put in order. */
  correctCount?: number;
  answered: number;
  total: number;
  Scores: RankedPlayer[];
}

/** One player's own result of a question; sent to that player alone when the question ends. */
export interface QuestionResult extends RevealedAnswer {
  CardIndex: number;
  /** "timeout": no answer ("Time's up"); "answered": a poll's answer (no right or wrong). */
  outcome: "correct" | "incorrect" | "timeout" | "answered";
  /** Points won by this question (0 for timeout). */
  points: number;
  /** Running score after this question. */
  score: number;
  /** 1-based; ties share a rank. */
  rank: number;
  playerCount: number;
  /**
   * Rank before this question minus rank now: 2 = "up 2", -1 = "down 1", 0 = "same"; null on the first question
   * and on a late joiner's first question.
   */
  rankChange: number | null;
  /** Shown position of the right answer (multiple choice, true or false); -1 for the other types. */
  correctIndex: number;
}

/** News for the host's players list: "Alex left", "Alex joined late". */
export interface PlayerNotice {
  kind: "left" | "joined_late";
  User_id: string;
  Username: string;
}

/**
 * Why a game ended: the last card was played ("finished"), the host ended it, the homework's deadline passed, or the
 * host was away too long. The message is the players'; the host's screens word the same reason for the host.
 */
export type EndReason = "finished" | "host" | "deadline" | "host_away";

export interface GameEnded {
  message: string;
  reason: EndReason;
  started: boolean;
  /** The best players (all of them in a game of up to 100). */
  final: RankedPlayer[];
  playerCount: number;
}

/** Everything a (re)connecting client needs to draw the right screen. */
/**
 * The host's view of an open question: how many of its players answered, and who has not yet (issue 29: the first
 * 50 by the order they joined; `total − answered` says how many in all).
 */
export interface AnswerCount {
  answered: number;
  total: number;
  waiting: LobbyPlayer[];
}

/** Issue 31: a student-paced player after their last question, waiting for the host to end the game. */
export interface PacedFinished {
  /** This attempt's score. */
  score: number;
  correct: number;
  answered: number;
  /** Questions in the game. */
  total: number;
  /** Which attempt this was (1 for the first) and how many the student has; absent from a server before attempts. */
  attempt?: number;
  attempts?: number;
  /** The score that counts: the student's best attempt so far. */
  bestScore?: number;
}

/** Issue 31: one cell of the host's progress grid, a player's result of one question; null: not yet. */
export type ProgressCell = "right" | "wrong" | "timeout" | "answered" | null;

export interface ProgressRow extends LobbyPlayer {
  score: number;
  answered: number;
  correct: number;
  /** The card index the player is on; null once they finished. */
  current: number | null;
  /** Since their last answer or next question (or their join), by the server's clock at `serverNow`. */
  idleMs: number;
  /** One per question, in the game's order. */
  cells: ProgressCell[];
  /** Issue 31: the attempt the student is on (the cells are its own); absent is the first. */
  attempt?: number;
}

/** Issue 31: the host's view of a student-paced game. */
export interface PacedProgress {
  /** Players in the game. */
  total: number;
  /** Of those, how many are done: they asked for a next question after their last (and got `paced_finished`). */
  finished: number;
  /** Questions in the game. */
  questions: number;
  /** Per question, in the game's order: how many answered it, how many right (each student's attempt that counts). */
  perQuestion: { answered: number; correct: number }[];
  /** The first PROGRESS_ROWS players by join order. */
  rows: ProgressRow[];
  /** Issue 31: attempts each student gets; absent is 1. */
  attempts?: number;
  serverNow: number;
}

export interface GameSnapshot {
  Game_id: string;
  Join_Code: string;
  phase: GamePhase;
  isHost: boolean;
  settings: GameSettingsView;
  players: LobbyPlayer[];
  playerCount: number;
  startsAt: number | null;
  /** The open question's card (not for a player who joined during it), and the closed one's on results and leaderboard. */
  card: CardForClient | null;
  answered: CheckAnswer | null;
  lastResult: QuestionEnded | null;
  ended: GameEnded | null;
  /** `missed` once the game ended: as in `your_result`. */
  you: {
    User_id: string;
    Username: string;
    score: number;
    rank: number | null;
    joinedLate: boolean;
    missed?: number;
  } | null;
  /** The player's own result of the last question, in phases "results" and "leaderboard". */
  yourResult: QuestionResult | null;
  /** The host's, during a question. */
  answerCount: AnswerCount | null;
  /** Issue 29: the host locked the game (no new players). */
  locked: boolean;
  serverNow: number;
  /**
   * Issue 31, phase "paced": the player's own question is `card` (its original deadline), their answer `answered`
   * and their result `yourResult` once they answered it; after their last question `pacedFinished` instead.
   */
  pacedFinished?: PacedFinished | null;
  /** Issue 31, phase "paced": the host's progress grid. */
  progress?: PacedProgress | null;
}

export interface ServerToClientEvents {
  host_permissions: (payload: { canStartGame: boolean }) => void;
  game_settings: (payload: GameSettingsView) => void;
  /** `notices` only in the host's batches; the room's carry `[]`. */
  player_joined: (payload: {
    joined: LobbyPlayer[];
    left: string[];
    playerCount: number;
    notices: PlayerNotice[];
  }) => void;
  init_game_part_1: (payload: { playerList: LobbyPlayer[]; playerCount: number }) => void;
  init_game_part_2: (payload: { playerList: LobbyPlayer[]; playerCount: number }) => void;
  game_started: (payload: { Game_id: string; startsAt: number; serverNow: number }) => void;
  game_ended: (payload: GameEnded) => void;
  player_confirm: (payload: GameSnapshot) => void;
  card_for_client: (payload: CardForClient) => void;
  check_answer: (payload: CheckAnswer) => void;
  answer_count: (payload: AnswerCount) => void;
  /** To the host, when they lock or unlock the game (issue 29). */
  game_locked: (payload: { locked: boolean }) => void;
  question_ended: (payload: QuestionEnded) => void;
  question_result: (payload: QuestionResult) => void;
  show_leaderboard: (payload: { CardIndex: number }) => void;
  removed_from_game: (payload: { message: string }) => void;
  /** Issue 16: this node is stopping; the connection closes next and the client reconnects to another node. */
  server_restarting: (payload: { message: string }) => void;
  /** `missed`: the questions this player missed (wrong or unanswered; of homework, their counted attempt's). */
  your_result: (payload: { rank: number; score: number; playerCount: number; missed?: number }) => void;
  /** Issue 31: to the host of a student-paced game, at most 4 times a second when it changed. */
  progress: (payload: PacedProgress) => void;
  /** Issue 31: to a student-paced player after their last question. */
  paced_finished: (payload: PacedFinished) => void;
  get_current_state: (payload: { currentState: GamePhase; isGameOver: boolean }) => void;
  deck_title: (payload: { Title: string | null }) => void;
  error: (payload: SocketRefusal) => void;
}

/** The original host browser announced its state (docs/product.md §11); here that is only a request for a legal transition. */
export const currentStateRequest = gameRef.extend({ currentState: z.string().max(20).optional() });

/** Every event a client may send (docs/protocol.md), with the schema its payload must meet; the server parses with it. */
export const clientEvents = {
  join_lobby: gameRef,
  connect_game: gameRef,
  confirm_connection: gameRef,
  game_settings_selected: gameSettingsSelected,
  start_game: gameRef,
  send_next_card: gameRef,
  /** Issue 31: a student-paced player's next question, after their result or their question's time ran out. */
  next_question: gameRef,
  /** Issue 31: homework with attempts left: a student who finished starts again at question 1. */
  try_again: gameRef,
  end_game: gameRef,
  submit_answer: submitAnswer,
  send_current_state: currentStateRequest,
  leave_game: gameRef,
  kick_player: kickPlayer,
  lock_game: lockGame,
  init_game_call: gameRef,
  init_game_call_2: gameRef,
  get_game_settings: gameRef,
  get_deck_title: gameRef,
  /** Refused whatever it carries: scores are the server's. */
  broadcast_score: gameRef.passthrough(),
} as const;

export type ClientEvent = keyof typeof clientEvents;
/** What a client sends with the event, before the server's parsing (ids as the client has them). */
export type ClientPayload<E extends ClientEvent> = z.input<(typeof clientEvents)[E]>;

export type ClientToServerEvents = {
  [E in ClientEvent]: (payload: ClientPayload<E>, ack?: (reply: SocketAck) => void) => void;
};

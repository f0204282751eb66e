/**
 * The one closed union of error codes (docs/product.md §10.4). REST errors answer
 * `{ error, message, code }`; socket acknowledgements answer `{ ok: false, error: { code, message } }`.
 * The message is for a person to read; a client decides what to do on the code alone.
 */

/** Codes a REST answer can carry, each with its own HTTP status (server `http/app-error.ts`). */
export const requestErrorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "gone",
  "too_large",
  "unsupported_type",
  "rate_limited",
  "internal",
  /** Issue 16: the node is overloaded and sheds new work; Retry-After says when to try again. */
  "unavailable",
] as const;

/** Codes of a live game's refusals, sent in socket acknowledgements. */
export const gameErrorCodes = [
  /** No such game, or it no longer runs. */
  "game_not_found",
  /** Another server node is taking the game over: retry in a moment. */
  "game_moving",
  /** The game server could not take the command now: retry. */
  "server_busy",
  "not_host",
  "not_in_game",
  "host_cannot_play",
  "already_started",
  "not_started",
  "game_over",
  /** The host starts before choosing a deck and a timer. */
  "settings_incomplete",
  "no_playable_cards",
  "no_players",
  "no_open_question",
  "already_answered",
  "too_late",
  /** The host removed (kicked) this user from the game: they cannot join it again. */
  "removed",
  /** The payload failed its schema. */
  "invalid_payload",
  /** Issue 12: a guest's nickname is already used by another player of the game. */
  "nickname_taken",
  /** Issue 12: the game has as many players as it may have. */
  "game_full",
  /** Issue 12: the host allows signed-in players only; a guest cannot join. */
  "signed_in_only",
  /** Issue 29: the host locked the game: no new players, late joins included. */
  "game_locked",
  /** Issue 31: a student-paced player asks for their next question before answering the open one or its time running out. */
  "question_open",
  /** Issue 31: the host's Next in a student-paced game, where students move on by themselves. */
  "student_paced",
  /** Issue 31: Try again after the last of the homework's attempts. */
  "no_attempts_left",
  /** Never sent by the server: the client's own code when an acknowledgement does not come in time. */
  "no_answer",
] as const;

export const errorCodes = [...requestErrorCodes, ...gameErrorCodes] as const;

export type RequestErrorCode = (typeof requestErrorCodes)[number];
export type ErrorCode = (typeof errorCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && knownCodes.has(value);

/** The body of every REST error; `error` and `message` hold the same text (the original client reads both; docs/product.md §10.4). */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** A request's code, or a live game's refusal answered over REST (a guest's session request, issue 27). */
  code: ErrorCode;
  /** On 5xx answers: the request's id, which every log line of the request carries. */
  requestId?: string;
}

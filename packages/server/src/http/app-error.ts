import type { ErrorCode } from "@quizdeck/shared/error-codes";

/**
 * The HTTP status of every code. A live game's refusals reach REST too: a guest's session request seats the guest
 * in the game (issue 27), and is refused as the join would be.
 */
export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  game_not_found: 404,
  game_moving: 503,
  server_busy: 503,
  not_host: 403,
  not_in_game: 403,
  host_cannot_play: 409,
  already_started: 409,
  not_started: 409,
  game_over: 410,
  settings_incomplete: 409,
  no_playable_cards: 409,
  no_players: 409,
  no_open_question: 409,
  already_answered: 409,
  too_late: 409,
  removed: 403,
  invalid_payload: 400,
  nickname_taken: 409,
  game_full: 409,
  signed_in_only: 403,
  game_locked: 403,
  question_open: 409,
  student_paced: 409,
  no_attempts_left: 409,
  no_answer: 504,
};

/**
 * An error whose message a person can read, sent as `{ error, message, code }` with the status of its code, and
 * with a `Retry-After` header when it says how long to wait.
 */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const forbidden = (message = "You are not allowed to do that") => new AppError("forbidden", message);
/** A 429 whose Retry-After says, in whole seconds, how long until the caller may try again. */
export const rateLimited = (message: string, waitMs: number) =>
  new AppError("rate_limited", message, { retryAfterSeconds: Math.ceil(waitMs / 1000) });

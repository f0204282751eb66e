import type { RequestErrorCode } from "@quizdeck/shared/error-codes";

export const statusOf: Record<RequestErrorCode, number> = {
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
};

/**
 * An error whose message a person can read, sent as `{ error, message, code }` with the status of its code, and
 * with a `Retry-After` header when it says how long to wait.
 */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: RequestErrorCode,
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

/**
 * The one way the web client talks to the REST API: relative `/api/...` URLs on the page's own origin,
 * cookies included, JSON in and out. Failures become an ApiError (the server answered with an error) or a
 * NetworkError (no answer at all), so screens can show the right message of docs/product.md §8.
 */
import { type ErrorCode, isErrorCode } from "@quizdeck/shared/error-codes";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    /** The server's `error` text, or null when the answer carried none. */
    readonly serverMessage: string | null,
    /** What screens decide on; null when the answer carried no code this client knows. */
    readonly code: ErrorCode | null = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** True for an ApiError with that code: `hasErrorCode(query.error, "not_found")`. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(cause: unknown) {
    super("The server could not be reached", { cause });
  }
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface RequestOptions {
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

function encodeBody(body: unknown): Pick<RequestInit, "headers" | "body"> {
  if (body === undefined) return { headers: { Accept: "application/json" } };
  if (body instanceof FormData) return { body };
  return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/**
 * The requests made for the signed-in user: ending the session drops those still in flight, so that none comes
 * back 401 (an error on the console) once the user has signed out.
 */
let sessionRequests = new AbortController();
/** A request made while the session ends goes out after it, for whoever signs in next. */
let sessionEnded: Promise<unknown> = Promise.resolve();

/** Told ("lost") when a request is refused because its session is gone (signed out in another tab, expired). */
export const sessionLost = new EventTarget();
export const tellSessionLost = (): unknown => sessionLost.dispatchEvent(new Event("lost"));
/**
 * Told ("regained") as the user logs in again over the screen: what holds a connection for them opens it anew, at
 * once, so that the screen's next step (Create Game, Next) goes over the new one.
 */
export const sessionRegained = new EventTarget();
export const tellSessionRegained = (): unknown => sessionRegained.dispatchEvent(new Event("regained"));

export async function apiRequest<T>(method: Method, path: string, { body, signal }: RequestOptions = {}): Promise<T> {
  await sessionEnded;
  const session = sessionRequests.signal;
  try {
    return await send<T>(method, path, body, signal ? AbortSignal.any([signal, session]) : session);
  } catch (error) {
    // A wrong password is refused the same way, and means nothing about a session.
    if (hasErrorCode(error, "unauthorized") && !path.startsWith("/api/auth/")) tellSessionLost();
    throw error;
  }
}

/** Ends the session with `POST path`, dropping the requests made for it (`sessionRequests`). */
export function endSession(path: string): Promise<void> {
  sessionRequests.abort();
  sessionRequests = new AbortController();
  const ending = send<void>("POST", path, {}, undefined);
  sessionEnded = ending.catch(() => undefined);
  return ending;
}

async function send<T>(method: Method, path: string, body: unknown, signal: AbortSignal | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: "include", ...encodeBody(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  const data = await readJson(response);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>("DELETE", path, { body }),
  /** A multipart upload of form fields and files. */
  upload: <T>(path: string, fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return apiRequest<T>("POST", path, { body: form });
  },
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error of a failed answer, from its `{ error, message, code }` body. A 5xx without one (a proxy's error
 * page, a crash) counts as the server's own `internal` error.
 */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const { error, message, code } = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const text = [error, message].find((value): value is string => typeof value === "string" && value !== "") ?? null;
  if (isErrorCode(code)) return new ApiError(status, text, code);
  // No text of the server's: each screen shows its own fallback ("Failed to update username. Please try again.").
  if (status >= 500) return new ApiError(status, text, "internal");
  return new ApiError(status, text);
}

/** Builds a path with every parameter URL-encoded: apiPath`/api/users/${id}`. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value = index < values.length ? encodeURIComponent(String(values[index])) : "";
    return path + part + value;
  }, "");
}

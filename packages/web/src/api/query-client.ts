import { notifyManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./client";

/** A 4xx answer will not change on retry, nor a dropped request; network trouble and 5xx get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof DOMException && error.name === "AbortError") return false;
  return failureCount < 1;
}

/**
 * Screens hear of a query's or a write's new state in the same turn, not a timer later: a button that turns busy
 * as its write starts is busy before a double-click's second click arrives, which would write twice.
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read fails at once and its screen says it could not load, rather than "Loading…" until the
      // connection is back; it is read again by itself when the connection returns. Writes wait for it.
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: "always",
        // That mode would stop asking again on reconnect; a screen that failed offline does.
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

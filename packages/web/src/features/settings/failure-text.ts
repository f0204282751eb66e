import { ApiError } from "../../api/client";

/** The server's own words when it gave a reason, else the screen's fallback (SPEC.md §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

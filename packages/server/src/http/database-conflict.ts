import { AppError } from "./app-error";

/**
 * SQLSTATEs that mean two requests changed the same rows at once (a member deleted while being made founder,
 * a unique value taken in between, a deadlock): the user did nothing wrong and can simply try again.
 */
const raceStates = new Set(["23503", "23505", "40001", "40P01"]);

export const concurrentChangeMessage = "Someone changed this at the same time. Please try again.";

/** A 409 for a database race, or null for any other error. Drizzle wraps the driver's error as its cause. */
export function conflictFromDatabase(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && raceStates.has(code)) return new AppError("conflict", concurrentChangeMessage);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

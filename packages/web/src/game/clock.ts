import { START_COUNTDOWN_SECONDS } from "@quizdeck/shared/constants";
import { i18n } from "../i18n/i18n";

/**
 * The server sends its own times (deadline, startsAt) with its clock (serverNow); the client counts down on
 * its own clock, shifted by the difference measured when the message arrived.
 */
export function toLocalTime(serverTime: number, serverNow: number, localNow: number): number {
  return serverTime - (serverNow - localNow);
}

/** Whole seconds left until a local deadline, never below 0 (59.2 s left shows 60, as a countdown does). */
export function secondsLeft(localDeadline: number, localNow: number): number {
  return Math.max(0, Math.ceil((localDeadline - localNow) / 1000));
}

/** The start countdown of docs/product.md §2/§9: 3, 2, 1, then Start! for one more second before the first card. */
export function countdownLabel(localStartsAt: number | null, localNow: number): string | null {
  if (localStartsAt === null) return null;
  const left = secondsLeft(localStartsAt, localNow);
  if (left > START_COUNTDOWN_SECONDS + 1) return null;
  if (left <= 1) return i18n._("start.go");
  return i18n.number(left - 1);
}

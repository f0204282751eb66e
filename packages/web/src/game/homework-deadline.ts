/**
 * Issue 31, homework by a deadline: the host's Deadline field (an `<input type="datetime-local">` in the host's
 * time zone) and the "Due …" line the host and the students see.
 */
import { formatLocale, i18n } from "../i18n/i18n";

const MINUTE_MS = 60_000;
/** The server takes a deadline at least this far ahead when the settings are chosen… */
export const DEADLINE_MIN_AHEAD_MS = MINUTE_MS;
/** …and at most this far. */
export const DEADLINE_MAX_AHEAD_MS = 60 * 24 * 60 * MINUTE_MS;

const pad = (value: number) => String(value).padStart(2, "0");

/** A local time as a datetime-local input's value ("2026-11-27T23:59"). */
export function deadlineInputValue(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The default deadline: tomorrow at 23:59, the host's time. */
export function defaultDeadlineInput(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 23, 59);
  return deadlineInputValue(tomorrow);
}

/** The host's time zone by name ("Europe/Madrid"), shown beside the field. */
export function hostTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The deadline as the ISO instant the server takes, or the error to show. */
export function parseDeadlineInput(value: string, now: Date): { ok: true; iso: string } | { ok: false; error: string } {
  if (value.trim() === "") return { ok: false, error: i18n._("hostSetup.deadlineMissing") };
  // A datetime-local value without an offset is read in the browser's (the host's) time zone.
  const deadline = new Date(value);
  if (Number.isNaN(deadline.getTime())) return { ok: false, error: i18n._("hostSetup.deadlineMissing") };
  const ahead = deadline.getTime() - now.getTime();
  if (ahead < DEADLINE_MIN_AHEAD_MS || ahead > DEADLINE_MAX_AHEAD_MS)
    return { ok: false, error: i18n._("hostSetup.deadlineRange") };
  return { ok: true, iso: deadline.toISOString() };
}

/** "Due Friday 27 November, 23:59", in the viewer's time zone unless one is given. */
export function dueText(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  // The page's language's formatting (issue 33); English, as before, the browser's own.
  const format = new Intl.DateTimeFormat(options.locale ?? formatLocale(), {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: options.timeZone,
  });
  return i18n._("homework.due", { date: format.format(new Date(iso)) });
}

import { formatLocale, i18n } from "../../i18n/i18n";

/**
 * "Next card due …" in plain words, from the queue's `next_due`: "now", "in less than a minute", "in 10 minutes", "in 3 hours",
 * "tomorrow", "in 5 days", "on 12 March" — in the page's language (issue 33): the relative times are
 * Intl.RelativeTimeFormat's, the date Intl.DateTimeFormat's.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The locale `Intl` formats with: the page's language's; English's dates read "12 May", as before. */
function pageLocale(): string {
  const locale = formatLocale() ?? i18n.locale;
  return locale === "en" ? "en-GB" : locale;
}

/** When the next card is due, or null when it is due now. */
export function dueText(due: string, now: number = Date.now()): string | null {
  const at = Date.parse(due);
  if (Number.isNaN(at)) return i18n._("studyDue.soon");
  const wait = at - now;
  if (wait <= 0) return null;
  if (wait < MINUTE) return i18n._("studyDue.lessThanMinute");
  const relative = new Intl.RelativeTimeFormat(pageLocale(), { numeric: "auto" });
  if (wait < HOUR) return relative.format(Math.round(wait / MINUTE), "minute");
  if (wait < DAY) return relative.format(Math.round(wait / HOUR), "hour");
  const days = Math.round(wait / DAY);
  if (days < 30) return relative.format(days, "day");
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  const format = new Intl.DateTimeFormat(pageLocale(), {
    day: "numeric",
    month: "long",
    year: sameYear ? undefined : "numeric",
  });
  return i18n._("studyDue.onDate", { date: format.format(date) });
}

/** The sentence under a finished or empty session. */
export function nextDueSentence(due: string | null, now: number = Date.now()): string {
  if (due === null) return i18n._("studyDue.noneScheduled");
  const when = dueText(due, now);
  return when === null ? i18n._("studyDue.now") : i18n._("studyDue.next", { when });
}

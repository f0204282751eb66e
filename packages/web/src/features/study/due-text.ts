/**
 * "Next card due …" in plain words, from the queue's `next_due`: "now", "in less than a minute", "in 10 minutes", "in 3 hours",
 * "tomorrow", "in 5 days", "on 12 March".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;

export function dueText(due: string, now: number = Date.now()): string {
  const at = Date.parse(due);
  if (Number.isNaN(at)) return "soon";
  const wait = at - now;
  if (wait <= 0) return "now";
  if (wait < MINUTE) return "in less than a minute";
  if (wait < HOUR) return `in ${count(Math.round(wait / MINUTE), "minute")}`;
  if (wait < DAY) return `in ${count(Math.round(wait / HOUR), "hour")}`;
  const days = Math.round(wait / DAY);
  if (days === 1) return "tomorrow";
  if (days < 30) return `in ${count(days, "day")}`;
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return `on ${date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: sameYear ? undefined : "numeric" })}`;
}

/** The sentence under a finished or empty session. */
export function nextDueSentence(due: string | null, now: number = Date.now()): string {
  if (due === null) return "No cards are scheduled yet.";
  const text = dueText(due, now);
  return text === "now" ? "The next card is due now." : `Next card due ${text}.`;
}

/**
 * Issue 30 "Type the answer": a typed answer is right when it matches an accepted one ignoring case, accents,
 * surrounding spaces and punctuation; in answers of 6 or more letters one typo (a letter added, dropped or changed,
 * or two neighbours swapped) is forgiven. Games and study mode both judge by this.
 */

/** The most characters a typed answer may have. */
export const TYPED_ANSWER_MAX_LENGTH = 200;
/** Accepted answers at least this long (once normalised) forgive one typo. */
export const TYPO_FORGIVEN_FROM = 6;

const MARKS = /\p{M}/gu;
const PUNCTUATION = /[\p{P}\p{S}]/gu;
const SPACES = /\s+/gu;

/** What is compared: lower case, without accents, punctuation or symbols, spaces collapsed and trimmed. */
export function normalizeTypedAnswer(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLocaleLowerCase("en")
    .replace(PUNCTUATION, "")
    .replace(SPACES, " ")
    .trim();
}

/** The accepted answer (as written) that `typed` matches, or null. An empty answer matches nothing. */
export function matchTypedAnswer(accepted: readonly string[], typed: string): string | null {
  const answer = normalizeTypedAnswer(typed.slice(0, TYPED_ANSWER_MAX_LENGTH));
  if (answer === "") return null;
  let close: string | null = null;
  for (const text of accepted) {
    const target = normalizeTypedAnswer(text);
    if (target === "") continue;
    if (target === answer) return text;
    if (close === null && [...target].length >= TYPO_FORGIVEN_FROM && withinOneEdit(target, answer)) close = text;
  }
  return close;
}

/**
 * One insertion, deletion, substitution or swap of neighbours at most (the optimal string alignment distance ≤ 1),
 * in one pass: a general edit-distance package fills a whole table per comparison, and a class answers at once.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  if (restX <= 1 && restY <= 1) return true;
  // Two neighbours swapped: "ab" against "ba".
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

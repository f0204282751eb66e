/**
 * docs/product.md §9 Scoring: position is the 1-based order of this player's answer, total the number
 * of players; r = |(total - position) / total|. Correct → ceil(1000·r + 1000), wrong → ceil(1000·r).
 */
export function pointsFor(correct: boolean, position: number, total: number, pointsForWrong = true): number {
  if (total <= 0 || position <= 0) return 0;
  const ratio = Math.abs((total - position) / total);
  if (correct) return Math.ceil(1000 * ratio + 1000);
  return pointsForWrong ? Math.ceil(1000 * ratio) : 0;
}

/**
 * Issue 31, a student-paced question (docs/product.md §9): `ms` is the player's own time on it since it was sent to
 * them, `limitMs` its time limit; s = 1 − ms / limitMs. Correct → ceil(1000 + 1000·s), wrong → ceil(1000·s) (0
 * with points for wrong answers off).
 */
export function pacedPointsFor(correct: boolean, ms: number, limitMs: number, pointsForWrong = true): number {
  if (limitMs <= 0) return correct ? 1000 : 0;
  // 1000·s as one division, so that whole figures stay whole (no 50.000000000000044 rounded up to 51).
  const forSpeed = Math.ceil((1000 * (limitMs - Math.min(Math.max(ms, 0), limitMs))) / limitMs);
  if (correct) return 1000 + forSpeed;
  return pointsForWrong ? forSpeed : 0;
}

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

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd": the leaderboard's positions (docs/product.md §2). */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  switch (position % 10) {
    case 1:
      return `${position}st`;
    case 2:
      return `${position}nd`;
    case 3:
      return `${position}rd`;
    default:
      return `${position}th`;
  }
}

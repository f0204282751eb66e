import { GROUP_TOP_MEMBERS } from "@quizdeck/shared/constants";

/** A member's stats as the caller sees them; someone else's private profile has none. */
export interface MemberStats {
  User_id: string;
  Private: boolean;
  Total_Score?: number;
  Games_Played?: number;
}

export interface RankedMember<T extends MemberStats> {
  member: T;
  /** Total_Score ÷ Games_Played, 0 without games. */
  average: number;
}

export function averageScore({ Total_Score = 0, Games_Played = 0 }: MemberStats): number {
  return Games_Played > 0 ? Total_Score / Games_Played : 0;
}

/**
 * docs/product.md §9: the top 3 by average score, highest first; ties keep the joining order. A private profile is
 * not ranked: others cannot see its stats, so ranking it on its owner's screen alone would show each a different board.
 */
export function topMembers<T extends MemberStats>(members: readonly T[], count = GROUP_TOP_MEMBERS): RankedMember<T>[] {
  return members
    .filter((member) => !member.Private)
    .map((member) => ({ member, average: averageScore(member) }))
    .sort((a, b) => b.average - a.average)
    .slice(0, count);
}

/** docs/product.md §9: shown with 2 decimals, in `locale`'s digits and decimal sign, without grouping (1500.00). */
export function formatAverage(average: number, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(average);
}

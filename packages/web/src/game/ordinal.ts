import { i18n } from "../i18n/i18n";

/**
 * 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd": the leaderboard's positions (docs/product.md §2), in
 * the reader's language (issue 33: the catalog's ordinal rules).
 */
export const ordinal = (position: number): string => i18n._("ordinal", { rank: position });

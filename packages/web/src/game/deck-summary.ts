import { cardProblem } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";
import { i18n } from "../i18n/i18n";

/** As the server picks the cards to play. */
export function isCompleteCard(card: CardRecord): boolean {
  return cardProblem(card) === null;
}

/** The host setup's summary of a deck (issue #11 item 9): how many questions, and which cards are skipped. */
export function deckSummary(cards: CardRecord[]): { summary: string; warning: string | null } {
  const playable = cards.filter(isCompleteCard).length;
  const skipped = cards.length - playable;
  if (playable === 0) {
    return { summary: i18n._("hostSetup.noPlayable"), warning: i18n._("hostSetup.noCompleteCards") };
  }
  return {
    summary: i18n._("hostSetup.playable", { count: playable }),
    warning: skipped === 0 ? null : i18n._("hostSetup.skipped", { count: skipped }),
  };
}

import { cardProblem } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";
import { plural } from "../plural";

const allNeeded = "Every card needs a question and its answers.";

/** As the server picks the cards to play. */
export function isCompleteCard(card: CardRecord): boolean {
  return cardProblem(card) === null;
}

/** Issue 13 item 7: the open deck says before a game what the game will skip. */
export function incompleteCardsWarning(cards: CardRecord[]): string | null {
  const skipped = cards.filter((card) => !isCompleteCard(card)).length;
  return skipped === 0 ? null : `${plural(skipped, "card is", "cards are")} incomplete and will be skipped in games`;
}

/** The host setup's summary of a deck (issue #11 item 9): how many questions, and which cards are skipped. */
export function deckSummary(cards: CardRecord[]): { summary: string; warning: string | null } {
  const playable = cards.filter(isCompleteCard).length;
  const skipped = cards.length - playable;
  if (playable === 0) {
    return { summary: "No questions can be played.", warning: `This deck has no complete cards to play. ${allNeeded}` };
  }
  return {
    summary: `${plural(playable, "question", "questions")} will be played.`,
    warning:
      skipped === 0 ? null : `${plural(skipped, "card is", "cards are")} incomplete and will be skipped. ${allNeeded}`,
  };
}

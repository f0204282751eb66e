import { useLingui } from "@lingui/react";
import { cardProblem } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";
import { Link } from "react-router";
import { useDeckCards } from "../../api/cards";
import { loadErrorMessage } from "../../api/error-message";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { isCompleteCard } from "../../game/deck-summary";
import { answerSummary } from "../cards/answer-summary";
import { cardProblemText } from "../cards/card-problem-text";

const isBlank = (text: string) => text.trim() === "";

/** docs/product.md §2: the deck's cards with type, question and answers, blanks labelled, each opening the card editor. */
export function DeckCards({ deckId }: { deckId: number }) {
  const { _ } = useLingui();
  const cards = useDeckCards(deckId);
  if (cards.isPending) return <LoadingStatus label={_("deckCards.loading")} />;
  if (cards.isError) {
    // The server's reason when it gives one (the cards of a live game's deck are hidden from its players).
    return (
      <LoadError message={loadErrorMessage(cards.error, _("deckCards.loadError"))} onRetry={() => cards.refetch()} />
    );
  }
  if (cards.data.length === 0) return <EmptyState message={_("deckCards.empty")} />;
  // Issue 13 item 7: the open deck says before a game what the game will skip.
  const skipped = cards.data.filter((card) => !isCompleteCard(card)).length;
  return (
    <>
      {skipped > 0 ? <p className="deck-cards-warning">{_("deckCards.incomplete", { count: skipped })}</p> : null}
      <ol className="deck-cards" aria-label={_("deckCards.cards")}>
        {cards.data.map((card) => (
          <li key={card.Card_id}>
            <CardLink card={card} />
          </li>
        ))}
      </ol>
    </>
  );
}

function CardLink({ card }: { card: CardRecord }) {
  const { _ } = useLingui();
  const answers = answerSummary(card);
  const found = cardProblem(card);
  const problem = found ? cardProblemText(found) : null;
  const answerClass = card.Type === "poll" ? "deck-card-answer deck-card-choices" : "deck-card-answer";
  return (
    <Link className="deck-card" to={cardPath(card.Card_id)}>
      <span className="deck-card-type">{_(`cardType.${card.Type}`)}</span>
      <span
        className={isBlank(card.Question) ? "deck-card-question blank-text" : "deck-card-question"}
        dir={isBlank(card.Question) ? undefined : "auto"}
      >
        {isBlank(card.Question) ? _("deckCards.blankCard") : card.Question}
      </span>
      <span
        className={isBlank(answers) ? `${answerClass} blank-text` : answerClass}
        dir={isBlank(answers) ? undefined : "auto"}
      >
        {isBlank(answers) ? _("deckCards.blankAnswer") : answers}
      </span>
      {problem ? (
        <span className="deck-card-incomplete" title={problem}>
          {_("deckCards.incompleteBadge")}
          <span className="visually-hidden">{_("deckCards.incompleteWhy", { problem })}</span>
        </span>
      ) : null}
    </Link>
  );
}

export function cardPath(cardId: number): string {
  return `/cards/${cardId}`;
}

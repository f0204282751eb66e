import { cardProblem, cardTypeLabels } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";
import { Link } from "react-router";
import { useDeckCards } from "../../api/cards";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { incompleteCardsWarning } from "../../game/deck-summary";
import { answerSummary } from "../cards/answer-summary";

const isBlank = (text: string) => text.trim() === "";

/** docs/product.md §2: the deck's cards with type, question and answers, blanks labelled, each opening the card editor. */
export function DeckCards({ deckId }: { deckId: number }) {
  const cards = useDeckCards(deckId);
  if (cards.isPending) return <LoadingStatus label="Loading cards…" />;
  if (cards.isError) return <LoadError message="The cards could not be loaded." onRetry={() => cards.refetch()} />;
  if (cards.data.length === 0) return <EmptyState message="This deck has no cards yet." />;
  const warning = incompleteCardsWarning(cards.data);
  return (
    <>
      {warning ? <p className="deck-cards-warning">{warning}</p> : null}
      <ol className="deck-cards" aria-label="Cards">
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
  const answers = answerSummary(card);
  const problem = cardProblem(card);
  const answerClass = card.Type === "poll" ? "deck-card-answer deck-card-choices" : "deck-card-answer";
  return (
    <Link className="deck-card" to={cardPath(card.Card_id)}>
      <span className="deck-card-type">{cardTypeLabels[card.Type]}</span>
      <span className={isBlank(card.Question) ? "deck-card-question blank-text" : "deck-card-question"}>
        {isBlank(card.Question) ? "Blank Card" : card.Question}
      </span>
      <span className={isBlank(answers) ? `${answerClass} blank-text` : answerClass}>
        {isBlank(answers) ? "Blank Answer" : answers}
      </span>
      {problem ? (
        <span className="deck-card-incomplete" title={problem}>
          Incomplete<span className="visually-hidden">: {problem}</span>
        </span>
      ) : null}
    </Link>
  );
}

export function cardPath(cardId: number): string {
  return `/cards/${cardId}`;
}

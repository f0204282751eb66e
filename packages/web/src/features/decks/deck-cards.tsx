import type { CardRecord } from "@quizdeck/shared/records";
import { Link } from "react-router";
import { useDeckCards } from "../../api/cards";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { incompleteCardsWarning, isCompleteCard } from "../../game/deck-summary";

const isBlank = (text: string) => text.trim() === "";

/** docs/product.md §2: the deck's cards with question and answer, blanks labelled, each opening the card editor. */
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
  return (
    <Link className="deck-card" to={cardPath(card.Card_id)}>
      <span className={isBlank(card.Question) ? "deck-card-question blank-text" : "deck-card-question"}>
        {isBlank(card.Question) ? "Blank Card" : card.Question}
      </span>
      <span className={isBlank(card.Answer) ? "deck-card-answer blank-text" : "deck-card-answer"}>
        {isBlank(card.Answer) ? "Blank Answer" : card.Answer}
      </span>
      {isCompleteCard(card) ? null : <span className="deck-card-incomplete">Incomplete</span>}
    </Link>
  );
}

export function cardPath(cardId: number): string {
  return `/cards/${cardId}`;
}

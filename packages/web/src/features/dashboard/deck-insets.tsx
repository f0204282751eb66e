import { messages } from "@quizdeck/shared/messages";
import { Link } from "react-router";
import { deckPath, useUserDecks } from "../../api/decks";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";

export function DeckInsets({ userId }: { userId: string }) {
  const decks = useUserDecks(userId);
  if (decks.isPending) return <LoadingStatus label="Loading your decks…" />;
  if (decks.isError) return <LoadError message="Your decks could not be loaded." onRetry={() => decks.refetch()} />;
  if (decks.data.length === 0) return <EmptyState message={messages.noDecks} />;
  return (
    <ul className="inset-grid" aria-label="Your decks">
      {decks.data.map((deck) => (
        <li key={deck.deck_id}>
          <Link className="inset" to={deckPath(deck.deck_id)}>
            <span className="inset-kind" aria-hidden="true">
              Deck
            </span>
            <span className="inset-title">{deck.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

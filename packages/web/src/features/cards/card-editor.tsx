import type { CardRecord } from "@quizdeck/shared/records";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCard, useDeleteCard } from "../../api/cards";
import { hasErrorCode } from "../../api/client";
import { deckPath, useDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { CardFields } from "./card-fields";
import { CardImage } from "./card-image";

/** docs/product.md §2 Card editor for one card; only its deck's author edits, everyone else reads. */
export function CardEditor({ cardId, userId }: { cardId: number; userId: string }) {
  const card = useCard(cardId);
  const deck = useDeck(card.data?.Deck_id ?? null);
  if (card.isPending || (card.isSuccess && deck.isPending)) return <LoadingStatus label="Loading the card…" />;
  if (card.isError) {
    if (hasErrorCode(card.error, "not_found")) return <MissingCard />;
    return <LoadError message="The card could not be loaded." onRetry={() => card.refetch()} />;
  }
  if (deck.isError) return <LoadError message="The card's deck could not be loaded." onRetry={() => deck.refetch()} />;
  return (
    <LoadedCardEditor card={card.data} deckTitle={deck.data?.title ?? ""} isOwner={deck.data?.user_id === userId} />
  );
}

function LoadedCardEditor({ card, deckTitle, isOwner }: { card: CardRecord; deckTitle: string; isOwner: boolean }) {
  const navigate = useNavigate();
  const deleteCard = useDeleteCard(card);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const backToDeck = deckPath(card.Deck_id);

  return (
    <>
      <p className="card-editor-deck">
        Deck: <Link to={backToDeck}>{deckTitle}</Link>
      </p>
      {!isOwner && <p className="card-editor-readonly">Only the deck's author can edit this card.</p>}
      <div className="panel card-editor">
        <CardImage card={card} editable={isOwner} />
        <CardFields card={card} editable={isOwner} />
      </div>
      <div className="card-editor-actions">
        <Link className="button button-secondary" to={backToDeck}>
          Close
        </Link>
        {isOwner && (
          <button type="button" className="button button-danger" onClick={() => setConfirmingDelete(true)}>
            Delete Card
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Card?"
        message="This card will be deleted. This cannot be undone."
        confirmLabel="Delete Card"
        danger
        busy={deleteCard.isPending}
        error={deleteCard.isError ? errorMessage(deleteCard.error, "The card could not be deleted.") : null}
        onConfirm={() => deleteCard.mutate(undefined, { onSuccess: () => navigate(backToDeck) })}
        onClose={() => {
          deleteCard.reset();
          setConfirmingDelete(false);
        }}
      />
    </>
  );
}

export function MissingCard() {
  return (
    <div className="panel" role="alert">
      <p>This card could not be found. It may have been deleted.</p>
      <Link className="button button-secondary" to="/decks">
        Go to Decks
      </Link>
    </div>
  );
}

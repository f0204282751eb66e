import { Trans, useLingui } from "@lingui/react";
import type { CardRecord } from "@quizdeck/shared/records";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCard, useDeleteCard } from "../../api/cards";
import { hasErrorCode } from "../../api/client";
import { deckPath, useDeck } from "../../api/decks";
import { errorMessage, loadErrorMessage } from "../../api/error-message";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { NavigationStatusState } from "../../components/navigation-status";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { CardFields } from "./card-fields";
import { CardImage } from "./card-image";

/** docs/product.md §2 Card editor for one card; only its deck's author edits, everyone else reads. */
export function CardEditor({ cardId, userId }: { cardId: number; userId: string }) {
  const { _ } = useLingui();
  const card = useCard(cardId);
  const deck = useDeck(card.data?.Deck_id ?? null);
  if (card.isPending || (card.isSuccess && deck.isPending)) return <LoadingStatus label={_("cardEditor.loading")} />;
  if (card.isError) {
    if (hasErrorCode(card.error, "not_found")) return <MissingCard />;
    return (
      <LoadError message={loadErrorMessage(card.error, _("cardEditor.loadError"))} onRetry={() => card.refetch()} />
    );
  }
  if (deck.isError) return <LoadError message={_("cardEditor.deckLoadError")} onRetry={() => deck.refetch()} />;
  return (
    <LoadedCardEditor card={card.data} deckTitle={deck.data?.title ?? ""} isOwner={deck.data?.user_id === userId} />
  );
}

function LoadedCardEditor({ card, deckTitle, isOwner }: { card: CardRecord; deckTitle: string; isOwner: boolean }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const deleteCard = useDeleteCard(card);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const backToDeck = deckPath(card.Deck_id);

  return (
    <>
      <p className="card-editor-deck">
        <Trans
          id="cardEditor.deck"
          values={{ title: deckTitle }}
          components={{ 0: <Link to={backToDeck} dir="auto" /> }}
        />
      </p>
      {!isOwner && <p className="card-editor-readonly">{_("cardEditor.readOnly")}</p>}
      <div className="panel card-editor">
        <CardImage card={card} editable={isOwner} />
        <CardFields card={card} editable={isOwner} />
      </div>
      <div className="card-editor-actions">
        <Link className="button button-secondary" to={backToDeck}>
          {_("import.close")}
        </Link>
        {isOwner && (
          <button type="button" className="button button-danger" onClick={() => setConfirmingDelete(true)}>
            {_("cardEditor.delete")}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={_("cardEditor.deleteTitle")}
        message={_("cardEditor.deleteMessage")}
        confirmLabel={_("cardEditor.delete")}
        danger
        busy={deleteCard.isPending}
        error={deleteCard.isError ? errorMessage(deleteCard.error, _("cardEditor.deleteError")) : null}
        onConfirm={() =>
          deleteCard.mutate(undefined, {
            onSuccess: () => {
              const state: NavigationStatusState = { status: _("cardEditor.deleted") };
              navigate(backToDeck, { state });
            },
          })
        }
        onClose={() => {
          deleteCard.reset();
          setConfirmingDelete(false);
        }}
      />
    </>
  );
}

export function MissingCard() {
  const { _ } = useLingui();
  return (
    <div className="panel" role="alert">
      <p>{_("cardEditor.missing")}</p>
      <Link className="button button-secondary" to="/decks">
        {_("cardEditor.goToDecks")}
      </Link>
    </div>
  );
}

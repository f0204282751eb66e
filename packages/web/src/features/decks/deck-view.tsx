import { Trans, useLingui } from "@lingui/react";
import { TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { DeckRecord } from "@quizdeck/shared/records";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { blankCardTexts, exportHref, useCreateCard } from "../../api/cards";
import { hasErrorCode } from "../../api/client";
import { useDeck, useDeleteDeck, useRenameDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { useLikedDecks } from "../../api/likes";
import { studyPath } from "../../api/study";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormError } from "../../components/form-error";
import { NavigationStatus, type NavigationStatusState } from "../../components/navigation-status";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { InlineEditField } from "../cards/inline-edit-field";
import { cardPath, DeckCards } from "./deck-cards";
import { DeckPrivacy } from "./deck-privacy";
import { CopyDeckButton, DeckOriginLine, HostDeckLink } from "./deck-reuse";
import { useDeckSearchParams } from "./deck-search-params";
import { ImportCardsDialog } from "./import-cards-dialog";
import { LikeButton } from "./like-button";
import { QuickAddCard } from "./quick-add-card";

/** The open-deck view of the Decks screen (`/decks?deck={deck_id}`). */
export function DeckView({ deckId, userId }: { deckId: number; userId: string }) {
  if (Number.isNaN(deckId)) return <MissingDeck />;
  return <LoadedDeckView deckId={deckId} userId={userId} />;
}

function LoadedDeckView({ deckId, userId }: { deckId: number; userId: string }) {
  const { _ } = useLingui();
  const deck = useDeck(deckId);
  if (deck.isPending) return <LoadingStatus label={_("deckView.loading")} />;
  if (deck.isError) {
    if (hasErrorCode(deck.error, "not_found")) return <MissingDeck />;
    return <LoadError message={_("deckView.loadError")} onRetry={() => deck.refetch()} />;
  }
  return <OpenDeck deck={deck.data} userId={userId} />;
}

function OpenDeck({ deck, userId }: { deck: DeckRecord; userId: string }) {
  const { _ } = useLingui();
  const isOwner = deck.user_id === userId;
  const { listHref } = useDeckSearchParams();
  const navigate = useNavigate();
  const rename = useRenameDeck(deck.deck_id);
  const addCard = useCreateCard(deck.deck_id);
  const deleteDeck = useDeleteDeck(deck.deck_id);
  const liked = useLikedDecks(userId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [importing, setImporting] = useState(false);

  const actionError = addCard.isError ? errorMessage(addCard.error, _("deckView.addCardError")) : null;

  return (
    <section className="panel open-deck" aria-label={_("deckView.label", { title: deck.title })}>
      <div className="open-deck-header">
        <InlineEditField
          className="deck-title-field"
          label={_("deckView.titleLabel")}
          value={deck.title}
          editable={isOwner}
          maxLength={TITLE_MAX_LENGTH}
          onSave={(title) => rename.mutateAsync(title)}
          renderValue={(title) => (
            <h2 className="open-deck-title" dir="auto">
              {title}
            </h2>
          )}
        />
        <p className="open-deck-author">
          <Trans
            id="deckRow.by"
            values={{ username: deck.username }}
            components={{ 0: <Link to={`/profile/${encodeURIComponent(deck.user_id)}`} dir="auto" /> }}
          />
        </p>
        {deck.copied_from ? <DeckOriginLine origin={deck.copied_from} /> : null}
      </div>
      <NavigationStatus />
      <div className="open-deck-actions">
        <Link className="button button-secondary" to={listHref()}>
          {_("deckView.back")}
        </Link>
        <Link className="button button-primary" to={studyPath(deck.deck_id)}>
          {_("study.title")}
        </Link>
        <HostDeckLink deckId={deck.deck_id} />
        {isOwner ? (
          <>
            <BusyButton
              className="button button-primary"
              busy={addCard.isPending}
              onClick={() => addCard.mutate(blankCardTexts, { onSuccess: (card) => navigate(cardPath(card.Card_id)) })}
            >
              {addCard.isPending ? _("deckView.adding") : _("deckView.addCard")}
            </BusyButton>
            <button type="button" className="button button-secondary" onClick={() => setImporting(true)}>
              {_("deckView.import")}
            </button>
            <button type="button" className="button button-danger" onClick={() => setConfirmingDelete(true)}>
              {_("deckView.delete")}
            </button>
          </>
        ) : (
          <>
            <LikeButton deck={deck} userId={userId} liked={liked.data?.some((each) => each.deck_id === deck.deck_id)} />
            <CopyDeckButton deck={deck} />
          </>
        )}
        <a className="button button-secondary" href={exportHref(deck.deck_id, "csv")} download>
          {_("deckView.exportCsv")}
        </a>
        <a className="button button-secondary" href={exportHref(deck.deck_id, "json")} download>
          {_("deckView.exportJson")}
        </a>
      </div>
      {importing ? <ImportCardsDialog deckId={deck.deck_id} onClose={() => setImporting(false)} /> : null}
      <FormError message={actionError} />
      {isOwner ? <DeckPrivacy deck={deck} /> : null}
      {isOwner ? <QuickAddCard deckId={deck.deck_id} /> : null}
      <h3 className="open-deck-cards-heading">{_("deckCards.cards")}</h3>
      <DeckCards deckId={deck.deck_id} />
      <ConfirmDialog
        open={confirmingDelete}
        title={_("deckView.deleteTitle")}
        message={_("deckView.deleteMessage", { title: deck.title })}
        confirmLabel={_("deckView.deleteConfirm")}
        danger
        busy={deleteDeck.isPending}
        error={deleteDeck.isError ? errorMessage(deleteDeck.error, _("deckView.deleteError")) : null}
        onConfirm={() =>
          deleteDeck.mutate(undefined, {
            onSuccess: () => {
              const state: NavigationStatusState = { status: _("deckView.deleted", { title: deck.title }) };
              navigate(listHref(), { state });
            },
          })
        }
        onClose={() => {
          deleteDeck.reset();
          setConfirmingDelete(false);
        }}
      />
    </section>
  );
}

function MissingDeck() {
  const { _ } = useLingui();
  const { listHref } = useDeckSearchParams();
  return (
    <section className="panel" role="alert">
      <p>{_("deckView.missing")}</p>
      <Link className="button button-secondary" to={listHref()}>
        {_("deckView.back")}
      </Link>
    </section>
  );
}

import { TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { DeckRecord } from "@quizdeck/shared/records";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { blankCardTexts, exportHref, useCreateCard } from "../../api/cards";
import { hasErrorCode } from "../../api/client";
import { useDeck, useDeleteDeck, useRenameDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { useLikedDecks } from "../../api/likes";
import { studyPath } from "../../api/study";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormError } from "../../components/form-error";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { InlineEditField } from "../cards/inline-edit-field";
import { cardPath, DeckCards } from "./deck-cards";
import { DeckPrivacy } from "./deck-privacy";
import { type CopiedState, CopyDeckButton, DeckOriginLine, HostDeckLink } from "./deck-reuse";
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
  const deck = useDeck(deckId);
  if (deck.isPending) return <LoadingStatus label="Loading the deck…" />;
  if (deck.isError) {
    if (hasErrorCode(deck.error, "not_found")) return <MissingDeck />;
    return <LoadError message="The deck could not be loaded." onRetry={() => deck.refetch()} />;
  }
  return <OpenDeck deck={deck.data} userId={userId} />;
}

function OpenDeck({ deck, userId }: { deck: DeckRecord; userId: string }) {
  const isOwner = deck.user_id === userId;
  const { listHref } = useDeckSearchParams();
  const navigate = useNavigate();
  const rename = useRenameDeck(deck.deck_id);
  const addCard = useCreateCard(deck.deck_id);
  const deleteDeck = useDeleteDeck(deck.deck_id);
  const liked = useLikedDecks(userId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [importing, setImporting] = useState(false);
  const copied = useLocation().state as CopiedState | null;

  const actionError = addCard.isError ? errorMessage(addCard.error, "The card could not be added.") : null;

  return (
    <section className="panel open-deck" aria-label={`Deck ${deck.title}`}>
      <div className="open-deck-header">
        <InlineEditField
          className="deck-title-field"
          label="Deck title"
          value={deck.title}
          editable={isOwner}
          maxLength={TITLE_MAX_LENGTH}
          onSave={(title) => rename.mutateAsync(title)}
          renderValue={(title) => <h2 className="open-deck-title">{title}</h2>}
        />
        <p className="open-deck-author">
          by <Link to={`/profile/${encodeURIComponent(deck.user_id)}`}>{deck.username}</Link>
        </p>
        {deck.copied_from ? <DeckOriginLine origin={deck.copied_from} /> : null}
      </div>
      {copied?.status ? (
        <p className="status-message" role="status">
          {copied.status}
        </p>
      ) : null}
      <div className="open-deck-actions">
        <Link className="button button-secondary" to={listHref()}>
          Back
        </Link>
        <Link className="button button-primary" to={studyPath(deck.deck_id)}>
          Study
        </Link>
        <HostDeckLink deckId={deck.deck_id} />
        {isOwner ? (
          <>
            <button
              type="button"
              className="button button-primary"
              disabled={addCard.isPending}
              onClick={() => addCard.mutate(blankCardTexts, { onSuccess: (card) => navigate(cardPath(card.Card_id)) })}
            >
              {addCard.isPending ? "Adding…" : "Add Card"}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setImporting(true)}>
              Import
            </button>
            <button type="button" className="button button-danger" onClick={() => setConfirmingDelete(true)}>
              Delete This Deck
            </button>
          </>
        ) : (
          <>
            <LikeButton deck={deck} userId={userId} liked={liked.data?.some((each) => each.deck_id === deck.deck_id)} />
            <CopyDeckButton deck={deck} />
          </>
        )}
        <a className="button button-secondary" href={exportHref(deck.deck_id, "csv")} download>
          Export CSV
        </a>
        <a className="button button-secondary" href={exportHref(deck.deck_id, "json")} download>
          Export JSON
        </a>
      </div>
      {importing ? <ImportCardsDialog deckId={deck.deck_id} onClose={() => setImporting(false)} /> : null}
      <FormError message={actionError} />
      {isOwner ? <DeckPrivacy deck={deck} /> : null}
      {isOwner ? <QuickAddCard deckId={deck.deck_id} /> : null}
      <h3 className="open-deck-cards-heading">Cards</h3>
      <DeckCards deckId={deck.deck_id} />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete This Deck?"
        message={`"${deck.title}" and all of its cards will be deleted. This cannot be undone.`}
        confirmLabel="Delete Deck"
        danger
        busy={deleteDeck.isPending}
        error={deleteDeck.isError ? errorMessage(deleteDeck.error, "The deck could not be deleted.") : null}
        onConfirm={() => deleteDeck.mutate(undefined, { onSuccess: () => navigate(listHref()) })}
        onClose={() => {
          deleteDeck.reset();
          setConfirmingDelete(false);
        }}
      />
    </section>
  );
}

function MissingDeck() {
  const { listHref } = useDeckSearchParams();
  return (
    <section className="panel" role="alert">
      <p>This deck could not be found. It may have been deleted.</p>
      <Link className="button button-secondary" to={listHref()}>
        Back
      </Link>
    </section>
  );
}

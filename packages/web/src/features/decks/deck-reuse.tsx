import type { DeckOrigin, DeckRecord } from "@quizdeck/shared/records";
import { Link, useNavigate } from "react-router";
import { useDeckCards } from "../../api/cards";
import { deckPath, useCopyDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { hostDeckPath } from "../../api/host-decks";
import { isCompleteCard } from "../../game/deck-summary";

/** What the open deck shows once it was just copied (history state of the copy's page). */
export interface CopiedState {
  status: string;
}

/**
 * Issue 29 "Host this deck": the host setup with this deck chosen. A deck with no complete card has nothing to
 * play (the host setup would say "No questions can be played."), so the button waits for one and says why.
 */
export function HostDeckLink({ deckId }: { deckId: number }) {
  const cards = useDeckCards(deckId);
  if (cards.data?.some(isCompleteCard)) {
    return (
      <Link className="button button-primary" to={hostDeckPath(deckId)}>
        Host this deck
      </Link>
    );
  }
  const reasonId = `host-deck-${deckId}-reason`;
  return (
    <span className="host-deck-waiting">
      <button type="button" className="button button-primary" disabled aria-describedby={reasonId}>
        Host this deck
      </button>
      {cards.isSuccess ? (
        <span id={reasonId} className="field-hint">
          Nothing to play yet: no card is complete.
        </span>
      ) : null}
    </span>
  );
}

/** Issue 29 "Copy to my decks": someone else's public deck becomes a private deck of the user's, then opens. */
export function CopyDeckButton({ deck }: { deck: DeckRecord }) {
  const copy = useCopyDeck(deck.deck_id);
  const navigate = useNavigate();
  const onCopy = () =>
    copy.mutate(undefined, {
      onSuccess: (copied) => {
        const state: CopiedState = {
          status: `“${copied.title}” is now in My Decks, private to you until you share it.`,
        };
        navigate(deckPath(copied.deck_id), { state });
      },
    });
  return (
    <>
      <button type="button" className="button button-secondary" disabled={copy.isPending} onClick={onCopy}>
        {copy.isPending ? "Copying…" : "Copy to my decks"}
      </button>
      {copy.isError ? (
        <span className="form-error" role="alert">
          {errorMessage(copy.error, "The deck could not be copied. Please try again.")}
        </span>
      ) : null}
    </>
  );
}

/** "Copied from “<title>” by <author>", linking to the original while it exists and the user may see it. */
export function DeckOriginLine({ origin }: { origin: DeckOrigin }) {
  const title = `“${origin.title}”`;
  return (
    <p className="open-deck-origin">
      Copied from {origin.deck_id === null ? title : <Link to={deckPath(origin.deck_id)}>{title}</Link>} by{" "}
      {origin.username}
    </p>
  );
}

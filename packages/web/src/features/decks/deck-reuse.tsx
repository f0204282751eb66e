import { Trans, useLingui } from "@lingui/react";
import type { DeckOrigin, DeckRecord } from "@quizdeck/shared/records";
import { Link, useNavigate } from "react-router";
import { useDeckCards } from "../../api/cards";
import { deckPath, useCopyDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { hostDeckPath } from "../../api/host-decks";
import { BusyButton } from "../../components/busy-button";
import type { NavigationStatusState } from "../../components/navigation-status";
import { isCompleteCard } from "../../game/deck-summary";
import { i18n } from "../../i18n/i18n";

/** What the open deck shows once it was just copied (history state of the copy's page). */
/**
 * Issue 29 "Host this deck": the host setup with this deck chosen. A deck with no complete card has nothing to
 * play (the host setup would say "No questions can be played."), so the button waits for one and says why.
 */
export function HostDeckLink({ deckId }: { deckId: number }) {
  const { _ } = useLingui();
  const cards = useDeckCards(deckId);
  if (cards.data?.some(isCompleteCard)) {
    return (
      <Link className="button button-primary" to={hostDeckPath(deckId)}>
        {_("deckReuse.host")}
      </Link>
    );
  }
  const reasonId = `host-deck-${deckId}-reason`;
  return (
    <span className="host-deck-waiting">
      <button type="button" className="button button-primary" disabled aria-describedby={reasonId}>
        {_("deckReuse.host")}
      </button>
      {cards.isSuccess ? (
        <span id={reasonId} className="field-hint">
          {_("deckReuse.nothingToPlay")}
        </span>
      ) : null}
    </span>
  );
}

/** Issue 29 "Copy to my decks": someone else's public deck becomes a private deck of the user's, then opens. */
export function CopyDeckButton({ deck }: { deck: DeckRecord }) {
  const { _ } = useLingui();
  const copy = useCopyDeck(deck.deck_id);
  const navigate = useNavigate();
  const onCopy = () =>
    copy.mutate(undefined, {
      onSuccess: (copied) => {
        const state: NavigationStatusState = {
          status: i18n._("deckReuse.copied", { title: copied.title }),
        };
        navigate(deckPath(copied.deck_id), { state });
      },
    });
  return (
    <>
      <BusyButton className="button button-secondary" busy={copy.isPending} onClick={onCopy}>
        {copy.isPending ? _("deckReuse.copying") : _("deckReuse.copy")}
      </BusyButton>
      {copy.isError ? (
        <span className="form-error" role="alert">
          {errorMessage(copy.error, _("deckReuse.copyError"))}
        </span>
      ) : null}
    </>
  );
}

/** "Copied from “<title>” by <author>", linking to the original while it exists and the user may see it. */
export function DeckOriginLine({ origin }: { origin: DeckOrigin }) {
  return (
    <p className="open-deck-origin">
      <Trans
        id="deckReuse.copiedFrom"
        values={{ title: origin.title, username: origin.username }}
        components={{
          0: origin.deck_id === null ? <bdi /> : <Link to={deckPath(origin.deck_id)} dir="auto" />,
          1: <bdi />,
        }}
      />
    </p>
  );
}

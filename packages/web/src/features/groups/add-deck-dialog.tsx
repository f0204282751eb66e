import { Trans, useLingui } from "@lingui/react";
import type { DeckRecord } from "@quizdeck/shared/records";
import { type FormEvent, useId, useRef, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useSetDeckGroup } from "../../api/groups";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { EmptyState } from "../../components/query-state";
import { useModalDialog } from "../../components/use-modal-dialog";

interface AddDeckDialogProps {
  groupId: number;
  /** The user's own and liked decks that are not in this group yet. */
  decks: DeckRecord[];
  onAdded: (deck: DeckRecord) => void;
  onClose: () => void;
}

/**
 * docs/product.md §2: Add Deck's radio-select modal with Submit and Close. Mount it to open it: a native modal
 * <dialog> (Escape closes); focus goes back to the opener when it unmounts.
 */
export function AddDeckDialog({ groupId, decks, onAdded, onClose }: AddDeckDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const add = useSetDeckGroup();
  const { _ } = useLingui();

  useModalDialog(dialogRef, true);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const deck = decks.find((candidate) => candidate.deck_id === chosen);
    if (!deck) {
      setMissing(true);
      return;
    }
    add.mutate({ deckId: deck.deck_id, groupId }, { onSuccess: () => onAdded(deck) });
  }

  const problem = missing && chosen === null ? _("addDeck.chooseOne") : add.isError ? errorMessage(add.error) : null;
  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog group-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!add.isPending) onClose();
      }}
    >
      <h2 id={titleId}>{_("groupDetail.addDeck")}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        {decks.length === 0 ? (
          <EmptyState message={_("addDeck.noDecks")} />
        ) : (
          <fieldset className="deck-choices">
            <legend>{_("addDeck.legend")}</legend>
            {decks.map((deck) => (
              <label key={deck.deck_id} className="deck-choice">
                <input
                  type="radio"
                  name="deck"
                  value={deck.deck_id}
                  checked={chosen === deck.deck_id}
                  onChange={() => setChosen(deck.deck_id)}
                />
                <span>
                  <bdi>{deck.title}</bdi>{" "}
                  <span className="deck-author">
                    <Trans id="groupDetail.deckBy" values={{ username: deck.username }} components={{ 0: <bdi /> }} />
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FormError message={problem} />
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={add.isPending}>
            {_("addDeck.close")}
          </button>
          {decks.length > 0 && (
            <BusyButton type="submit" className="button button-primary" busy={add.isPending}>
              {_("addDeck.submit")}
            </BusyButton>
          )}
        </div>
      </form>
    </dialog>
  );
}

import type { DeckRecord } from "@quizdeck/shared/records";
import { useId } from "react";
import { useSetDeckPrivacy } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";

/** Issue 13 item 5: the author keeps a deck — a quiz's answers — to themselves, or shares it again. */
export function DeckPrivacy({ deck }: { deck: DeckRecord }) {
  const hintId = useId();
  const privacy = useSetDeckPrivacy(deck.deck_id);
  // Shown as chosen while the server confirms; a refusal puts it back.
  const isPrivate = privacy.isPending && privacy.variables !== undefined ? privacy.variables : deck.private;
  return (
    <div className="deck-privacy">
      <label>
        <input
          type="checkbox"
          checked={isPrivate}
          disabled={privacy.isPending}
          aria-describedby={hintId}
          onChange={(event) => privacy.mutate(event.target.checked)}
        />
        Private deck
      </label>
      <p id={hintId} className="field-hint">
        {isPrivate
          ? "Only you can find this deck and read its cards. You can still host it."
          : "Public: everyone signed in can find this deck, read its cards and like it."}
      </p>
      <FormError message={privacy.isError ? errorMessage(privacy.error, "The deck could not be changed.") : null} />
    </div>
  );
}

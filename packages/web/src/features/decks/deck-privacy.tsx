import { useLingui } from "@lingui/react";
import type { DeckRecord } from "@quizdeck/shared/records";
import { useId, useState } from "react";
import { useSetDeckPrivacy } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";

/** Issue 13 item 5: the author keeps a deck — a quiz's answers — to themselves, or shares it again. */
export function DeckPrivacy({ deck }: { deck: DeckRecord }) {
  const { _ } = useLingui();
  const hintId = useId();
  const privacy = useSetDeckPrivacy(deck.deck_id);
  // Shown as chosen from the click itself while the server confirms (the mutation's own state arrives a render
  // later, and a controlled box would flick back meanwhile); a refusal puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const isPrivate = chosen ?? deck.private;
  return (
    <div className="deck-privacy">
      <label>
        <input
          type="checkbox"
          checked={isPrivate}
          // aria-disabled, not disabled, while it saves: a disabled box drops the keyboard's focus to the page. A
          // change meanwhile is ignored, and the controlled box keeps its state.
          aria-disabled={privacy.isPending || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            if (privacy.isPending) return;
            const checked = event.target.checked;
            setChosen(checked);
            privacy.mutate(checked, { onSettled: () => setChosen(null) });
          }}
        />
        {_("deckPrivacy.label")}
      </label>
      <p id={hintId} className="field-hint">
        {isPrivate ? _("deckPrivacy.privateHint") : _("deckPrivacy.publicHint")}
      </p>
      <FormError message={privacy.isError ? errorMessage(privacy.error, _("deckPrivacy.error")) : null} />
    </div>
  );
}

import { useLingui } from "@lingui/react";
import { DEFAULT_DECK_TITLE, TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { DeckRecord } from "@quizdeck/shared/records";
import { useCreateDeck } from "../../api/decks";
import { errorMessage } from "../../api/error-message";
import { NameDialog } from "../../components/name-dialog";

/** Add Deck's naming dialog (issue 13 item 1): mount it to open it; `onCreated` gets the new deck. */
export function NewDeckDialog({
  userId,
  onCreated,
  onClose,
}: {
  userId: string;
  onCreated: (deck: DeckRecord) => void;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const createDeck = useCreateDeck(userId);
  return (
    <NameDialog
      title={_("deckList.addDeck")}
      label={_("newDeck.title")}
      fallback={DEFAULT_DECK_TITLE}
      maxLength={TITLE_MAX_LENGTH}
      busy={createDeck.isPending}
      error={createDeck.isError ? errorMessage(createDeck.error, _("newDeck.error")) : null}
      onSubmit={(title) => createDeck.mutate(title, { onSuccess: onCreated })}
      onClose={onClose}
    />
  );
}

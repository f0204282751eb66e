import { useLingui } from "@lingui/react";
import { PageTitle } from "../components/page-title";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { DeckBanner } from "../features/decks/deck-banner";
import { DeckList } from "../features/decks/deck-list";
import { useDeckSearchParams } from "../features/decks/deck-search-params";
import { DeckView } from "../features/decks/deck-view";

/** docs/product.md §2 Decks screen: the list view, or one deck with `?deck={deck_id}` (links come from `deckPath`). */
export default function DecksRoute() {
  const { _ } = useLingui();
  const userId = useSignedInUserId();
  const { deckId } = useDeckSearchParams();
  return (
    <div className="page decks-page">
      <PageTitle title={_("nav.decks")} />
      <DeckBanner userId={userId} />
      {deckId === null ? <DeckList userId={userId} /> : <DeckView key={deckId} deckId={deckId} userId={userId} />}
    </div>
  );
}

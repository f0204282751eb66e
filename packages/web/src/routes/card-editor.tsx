import { useLingui } from "@lingui/react";
import { Link, useParams } from "react-router";
import { PageTitle } from "../components/page-title";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { CardEditor, MissingCard } from "../features/cards/card-editor";

/** docs/product.md §2 Card editor: /cards/{card_id}; /cards alone points the way to a deck. */
export default function CardEditorRoute() {
  const { _ } = useLingui();
  const userId = useSignedInUserId();
  const { cardId } = useParams();
  const id = cardId === undefined ? null : Number(cardId);
  return (
    <div className="page cards-page">
      <PageTitle title={_("cardEditor.title")} />
      <header className="page-header">
        <h1>{_("cardEditor.title")}</h1>
      </header>
      {id === null ? (
        <div className="panel">
          <p>{_("cardEditor.openDeck")}</p>
          <Link className="button button-primary" to="/decks">
            {_("cardEditor.goToDecks")}
          </Link>
        </div>
      ) : Number.isSafeInteger(id) && id > 0 ? (
        <CardEditor key={id} cardId={id} userId={userId} />
      ) : (
        <MissingCard />
      )}
    </div>
  );
}

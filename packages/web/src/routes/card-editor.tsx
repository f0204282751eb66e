import { Link, useParams } from "react-router";
import { PageTitle } from "../components/page-title";
import { useSignedInUserId } from "../features/auth/session-context";
import { CardEditor, MissingCard } from "../features/cards/card-editor";

/** docs/product.md §2 Card editor: /cards/{card_id}; /cards alone points the way to a deck. */
export default function CardEditorRoute() {
  const userId = useSignedInUserId();
  const { cardId } = useParams();
  const id = cardId === undefined ? null : Number(cardId);
  return (
    <div className="page cards-page">
      <PageTitle title="Editing Card" />
      <header className="page-header">
        <h1>Editing Card</h1>
      </header>
      {id === null ? (
        <div className="panel">
          <p>Open a deck and choose one of its cards to edit it here.</p>
          <Link className="button button-primary" to="/decks">
            Go to Decks
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

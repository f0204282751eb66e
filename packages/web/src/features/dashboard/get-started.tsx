import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { deckPath, useUserDecks } from "../../api/decks";
import { NewDeckDialog } from "../decks/new-deck-dialog";

/** Issue 13 item 8: a user with no decks yet is told what to do next, each step one click away (Host a game is in the dashboard's header, for everyone). */
export function GetStarted({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const decks = useUserDecks(userId);
  const navigate = useNavigate();
  const [naming, setNaming] = useState(false);
  if (decks.data?.length !== 0) return null;

  return (
    <section className="panel get-started" aria-labelledby="get-started">
      <h2 id="get-started">{_("getStarted.title")}</h2>
      <ul className="get-started-steps">
        <li>
          <button type="button" className="button button-primary" onClick={() => setNaming(true)}>
            {_("getStarted.createDeck")}
          </button>
        </li>
        <li>
          <Link className="button button-secondary" to="/join">
            {_("getStarted.join")}
          </Link>
        </li>
      </ul>
      {naming ? (
        <NewDeckDialog
          userId={userId}
          onCreated={(deck) => navigate(deckPath(deck.deck_id))}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </section>
  );
}

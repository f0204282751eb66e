import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { deckPath } from "../../api/decks";
import { nextDueSentence } from "./due-text";

interface StudyDoneProps {
  deck: { deck_id: number; title: string } | null;
  reviewed: number;
  right: number;
  nextDue: string | null;
}

/** The end of a session (its summary) or a queue with nothing in it, with the ways back. */
export function StudyDone({ deck, reviewed, right, nextDue }: StudyDoneProps) {
  const finished = reviewed > 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="panel study-done" aria-labelledby="study-done-title">
      <h2 id="study-done-title" tabIndex={-1} ref={titleRef}>
        {finished ? "Session complete" : "Nothing to study right now"}
      </h2>
      {finished ? (
        <ul className="study-summary" aria-label="Summary">
          <li>
            Reviewed <strong>{reviewed}</strong>
          </li>
          <li>
            Right <strong>{right}</strong>
          </li>
        </ul>
      ) : null}
      <p className="study-next-due">{nextDueSentence(nextDue)}</p>
      <div className="study-done-links">
        {deck ? (
          <Link className="button button-primary" to={deckPath(deck.deck_id)}>
            Back to the deck
          </Link>
        ) : null}
        <Link className={deck ? "button button-secondary" : "button button-primary"} to="/dashboard">
          Dashboard
        </Link>
      </div>
    </section>
  );
}

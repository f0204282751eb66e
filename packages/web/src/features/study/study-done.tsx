import { Trans, useLingui } from "@lingui/react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { deckPath } from "../../api/decks";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { nextDueSentence } from "./due-text";

interface StudyDoneProps {
  deck: { deck_id: number; title: string } | null;
  reviewed: number;
  right: number;
  nextDue: string | null;
  /** Asks for the queue again (a card due in a minute comes in without leaving the page). */
  onCheckAgain?: () => void;
  checking?: boolean;
  checkError?: string | null;
}

/** The end of a session (its summary) or a queue with nothing in it, with the ways back. */
export function StudyDone({
  deck,
  reviewed,
  right,
  nextDue,
  onCheckAgain,
  checking = false,
  checkError = null,
}: StudyDoneProps) {
  const { _ } = useLingui();
  const finished = reviewed > 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="panel study-done" aria-labelledby="study-done-title">
      <h2 id="study-done-title" tabIndex={-1} ref={titleRef}>
        {finished ? _("studyDone.complete") : _("studyDone.nothing")}
      </h2>
      {finished ? (
        <ul className="study-summary" aria-label={_("studyDone.summary")}>
          <li>
            <Trans id="studyDone.reviewed" values={{ reviewed }} components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="studyDone.right" values={{ right }} components={{ 0: <strong /> }} />
          </li>
        </ul>
      ) : null}
      <p className="study-next-due">{nextDueSentence(nextDue)}</p>
      <FormError message={checkError} />
      <div className="study-done-links">
        {deck ? (
          <Link className="button button-primary" to={deckPath(deck.deck_id)}>
            {_("studyDone.backToDeck")}
          </Link>
        ) : null}
        <Link className={deck ? "button button-secondary" : "button button-primary"} to="/dashboard">
          {_("nav.dashboard")}
        </Link>
        {onCheckAgain && nextDue !== null ? (
          <BusyButton className="button button-secondary" busy={checking} onClick={onCheckAgain}>
            {checking ? _("studyDone.checking") : _("studyDone.checkAgain")}
          </BusyButton>
        ) : null}
      </div>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react";
import { Link, useParams } from "react-router";
import { hasErrorCode } from "../api/client";
import { loadErrorMessage } from "../api/error-message";
import { useStudyQueue } from "../api/study";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { StudyDone } from "../features/study/study-done";
import { StudySession } from "../features/study/study-session";

/** Issue 14: `/study` (every due card) and `/study/{deckId}` (one deck's due cards, then new ones). */
export default function StudyRoute() {
  const param = useParams().deckId;
  // A deck's id is a whole number from 1: any other (0, "abc") names no deck.
  const deckId = param === undefined ? null : /^[1-9]\d*$/.test(param) ? Number(param) : Number.NaN;
  if (Number.isNaN(deckId)) return <MissingDeck />;
  return <StudyQueueScreen key={deckId ?? "all"} deckId={deckId} />;
}

function StudyQueueScreen({ deckId }: { deckId: number | null }) {
  const { _ } = useLingui();
  const queue = useStudyQueue(deckId);
  const title = queue.data?.deck ? queue.data.deck.title : null;
  if (queue.isError && hasErrorCode(queue.error, "not_found")) return <MissingDeck />;
  return (
    <div className="page study-page">
      <PageTitle title={title ? _("study.pageTitleDeck", { title }) : _("study.title")} />
      <header className="page-header study-header">
        <h1>
          {deckId === null ? (
            _("study.dueHeading")
          ) : title ? (
            <Trans id="study.deckHeading" values={{ title }} components={{ 0: <bdi /> }} />
          ) : (
            _("study.title")
          )}
        </h1>
      </header>
      {queue.isPending ? <LoadingStatus label={_("study.loading")} /> : null}
      {queue.isError && !queue.data ? (
        <LoadError message={loadErrorMessage(queue.error, _("study.loadError"))} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.data ? (
        queue.data.cards.length === 0 ? (
          <StudyDone
            deck={queue.data.deck}
            reviewed={0}
            right={0}
            nextDue={queue.data.next_due}
            checking={queue.isFetching}
            checkError={queue.isRefetchError ? _("study.cardsLoadError") : null}
            onCheckAgain={() => void queue.refetch()}
          />
        ) : (
          <StudySession deckId={deckId} initial={queue.data} />
        )
      ) : null}
    </div>
  );
}

function MissingDeck() {
  const { _ } = useLingui();
  return (
    <div className="page study-page">
      <PageTitle title={_("study.title")} />
      <h1>{_("study.title")}</h1>
      <section className="panel" role="alert">
        <p>{_("study.missingDeck")}</p>
        <Link className="button button-secondary" to="/decks">
          {_("nav.decks")}
        </Link>
      </section>
    </div>
  );
}

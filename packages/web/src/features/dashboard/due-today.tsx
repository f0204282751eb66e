import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { studyPath, useStudyDueToday } from "../../api/study";
import { LoadError, LoadingStatus } from "../../components/query-state";

/** Issue 14: the dashboard's "Due today" inset: each deck with cards due today, and one button to study them. */
export function DueToday() {
  const { _ } = useLingui();
  const due = useStudyDueToday();
  return (
    <section className="panel due-today" aria-labelledby="dashboard-due-today">
      <div className="panel-header">
        <h2 id="dashboard-due-today">{_("dueToday.title")}</h2>
        {due.data && due.data.total > 0 ? (
          <Link className="button button-primary button-small" to={studyPath()}>
            {_("dueToday.study")}
          </Link>
        ) : null}
      </div>
      {due.isPending ? <LoadingStatus label={_("dueToday.loading")} /> : null}
      {due.isError ? (
        <LoadError message={_("dueToday.failed")} retryLabel={_("paced.tryAgain")} onRetry={() => void due.refetch()} />
      ) : null}
      {due.data ? (
        due.data.total === 0 ? (
          <p className="status-message">{_("dueToday.nothing")}</p>
        ) : (
          <>
            <p className="due-today-total">{_("dueToday.total", { count: due.data.total })}</p>
            <ul className="due-today-list" aria-label={_("dueToday.perDeck")}>
              {due.data.decks.map((deck) => (
                <li key={deck.deck_id}>
                  <Link to={studyPath(deck.deck_id)}>
                    <span dir="auto">{deck.title}</span>
                    <span className="due-today-count">{deck.due}</span>
                    <span className="visually-hidden"> {_("dueToday.due")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}

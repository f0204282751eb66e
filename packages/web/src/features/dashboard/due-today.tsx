import { Link } from "react-router";
import { studyPath, useStudyDueToday } from "../../api/study";
import { LoadError, LoadingStatus } from "../../components/query-state";
import { plural } from "../../plural";

/** Issue 14: the dashboard's "Due today" inset: each deck with cards due today, and one button to study them. */
export function DueToday() {
  const due = useStudyDueToday();
  return (
    <section className="panel due-today" aria-labelledby="dashboard-due-today">
      <div className="panel-header">
        <h2 id="dashboard-due-today">Due today</h2>
        {due.data && due.data.total > 0 ? (
          <Link className="button button-primary button-small" to={studyPath()}>
            Study now
          </Link>
        ) : null}
      </div>
      {due.isPending ? <LoadingStatus label="Loading your reviews…" /> : null}
      {due.isError ? (
        <LoadError message="Your reviews could not be loaded." onRetry={() => void due.refetch()} />
      ) : null}
      {due.data ? (
        due.data.total === 0 ? (
          <p className="status-message">Nothing to review today. Open a deck and choose Study to learn new cards.</p>
        ) : (
          <>
            <p className="due-today-total">{plural(due.data.total, "card is", "cards are")} waiting for review.</p>
            <ul className="due-today-list" aria-label="Due per deck">
              {due.data.decks.map((deck) => (
                <li key={deck.deck_id}>
                  <Link to={studyPath(deck.deck_id)}>
                    <span>{deck.title}</span>
                    <span className="due-today-count">{deck.due}</span>
                    <span className="visually-hidden"> due</span>
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

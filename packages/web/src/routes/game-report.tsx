import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { hasErrorCode } from "../api/client";
import { reportCsvUrl, useGameReport } from "../api/reports";
import { PageTitle } from "../components/page-title";
import { EmptyState, LoadError, LoadingStatus } from "../components/query-state";
import { Pager } from "../features/reports/pager";
import { ReportPlayers } from "../features/reports/report-players";
import { ReportQuestions } from "../features/reports/report-questions";
import { useReportSearchParams } from "../features/reports/report-search-params";
import { ReportStudent } from "../features/reports/report-student";
import { isQuestionSort, QUESTION_SORTS, questionSortLabels } from "../features/reports/sort-questions";
import { formatLocale } from "../i18n/i18n";
import { serverText } from "../i18n/server-texts";

/**
 * /games/{Game_id}/report: a finished game's report, for its host (issue 11 item 10); `?sort=hardest` orders the
 * questions hardest first and `?player=` opens one student's view (issue 29, docs/product.md "Game report").
 */
export default function GameReportRoute() {
  const { _ } = useLingui();
  const gameId = useParams().gameId ?? "";
  const [offset, setOffset] = useState(0);
  const report = useGameReport(gameId, offset);
  const view = useReportSearchParams();
  const sortId = useId();
  return (
    <div className="page">
      <PageTitle title={_("report.title")} />
      <header className="page-header">
        <h1>{_("report.title")}</h1>
        {report.data ? (
          <p className="lead">
            <bdi>{report.data.deckTitle ?? _("report.untitledDeck")}</bdi> ·{" "}
            <time dateTime={report.data.endedAt}>
              {new Intl.DateTimeFormat(formatLocale(), { dateStyle: "long", timeStyle: "short" }).format(
                new Date(report.data.endedAt),
              )}
            </time>
          </p>
        ) : null}
      </header>
      {report.isPending ? <LoadingStatus label={_("report.loading")} /> : null}
      {report.isError ? (
        hasErrorCode(report.error, "not_found") || hasErrorCode(report.error, "forbidden") ? (
          <EmptyState
            message={report.error.serverMessage ? serverText(report.error.serverMessage) : _("report.notFound")}
          />
        ) : (
          <LoadError
            message={_("report.loadFailed")}
            retryLabel={_("paced.tryAgain")}
            onRetry={() => report.refetch()}
          />
        )
      ) : null}
      {report.data && view.playerId !== null ? (
        <ReportStudent
          gameId={gameId}
          userId={view.playerId}
          questions={report.data.questions}
          reportSearch={view.reportSearch()}
        />
      ) : null}
      {report.data && view.playerId === null ? (
        <>
          <div className="report-actions">
            <a className="button button-primary" href={reportCsvUrl(gameId)} download>
              {_("report.downloadCsv")}
            </a>
            <Link className="button button-secondary" to="/dashboard">
              {_("dashboard.pastGames")}
            </Link>
          </div>
          <section className="panel" aria-labelledby="report-questions">
            <div className="report-section-header">
              <h2 id="report-questions">{_("report.questions")}</h2>
              <div className="report-sort">
                <label htmlFor={sortId}>{_("report.sortBy")}</label>
                <select
                  id={sortId}
                  value={view.sort}
                  onChange={(event) => {
                    if (isQuestionSort(event.target.value)) view.setSort(event.target.value);
                  }}
                >
                  {QUESTION_SORTS.map((order) => (
                    <option key={order} value={order}>
                      {_(questionSortLabels[order])}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ReportQuestions questions={report.data.questions} sort={view.sort} />
          </section>
          <section className="panel" aria-labelledby="report-players">
            <h2 id="report-players">{_("report.players")}</h2>
            <ReportPlayers players={report.data.players.items} playerSearch={view.playerSearch} />
            <Pager
              page={{ ...report.data.players, shown: report.data.players.items.length }}
              label={_("report.playersPages")}
              onOffset={setOffset}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}

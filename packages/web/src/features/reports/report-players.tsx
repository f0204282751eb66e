import { useLingui } from "@lingui/react";
import type { ReportPlayerSummary } from "@quizdeck/shared/reports";
import { Link } from "react-router";
import { formatSeconds } from "../../api/reports";

/**
 * Per player, best first: rank, score, correct answers, mean answer time, unanswered; a player the host removed
 * says "Removed" instead of a rank. A name opens that student's view of the report (issue 29), not a profile (a
 * guest, issue 12, has none).
 */
export function ReportPlayers({
  players,
  playerSearch,
}: {
  players: ReportPlayerSummary[];
  playerSearch: (userId: string) => string;
}) {
  const { _ } = useLingui();
  if (players.length === 0) return <p className="empty-state">{_("final.nobody")}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
    <section className="table-scroll" tabIndex={0} aria-label={_("report.playersScrollable")}>
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">{_("report.rank")}</th>
            <th scope="col">{_("report.player")}</th>
            <th scope="col">{_("report.score")}</th>
            <th scope="col">{_("report.correct")}</th>
            <th scope="col">{_("report.averageTime")}</th>
            <th scope="col">{_("report.unanswered")}</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.userId}>
              <td data-label={_("report.rank")}>{player.removed ? _("report.removed") : player.rank}</td>
              <th scope="row">
                <Link to={{ search: playerSearch(player.userId) }} dir="auto">
                  {player.username}
                </Link>
                {player.guest ? <span className="report-late"> {_("report.guest")}</span> : null}
                {player.joinedLate ? <span className="report-late"> {_("report.joinedLate")}</span> : null}
              </th>
              <td data-label={_("report.score")}>{player.score}</td>
              <td data-label={_("report.correct")}>{player.correct}</td>
              <td data-label={_("report.averageTime")}>{formatSeconds(player.averageMs)}</td>
              <td data-label={_("report.unanswered")}>{player.unanswered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

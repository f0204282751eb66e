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
  if (players.length === 0) return <p className="empty-state">Nobody played this game.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
    <section className="table-scroll" tabIndex={0} aria-label="Players, scrollable">
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Correct</th>
            <th scope="col">Average time</th>
            <th scope="col">Unanswered</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.userId}>
              <td data-label="Rank">{player.removed ? "Removed" : player.rank}</td>
              <th scope="row">
                <Link to={{ search: playerSearch(player.userId) }}>{player.username}</Link>
                {player.guest ? <span className="report-late"> (guest)</span> : null}
                {player.joinedLate ? <span className="report-late"> (joined late)</span> : null}
              </th>
              <td data-label="Score">{player.score}</td>
              <td data-label="Correct">{player.correct}</td>
              <td data-label="Average time">{formatSeconds(player.averageMs)}</td>
              <td data-label="Unanswered">{player.unanswered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

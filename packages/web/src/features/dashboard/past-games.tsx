import { useLingui } from "@lingui/react";
import type { PastGame } from "@quizdeck/shared/reports";
import { useState } from "react";
import { Link } from "react-router";
import { reportPath, usePastGames } from "../../api/reports";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { formatLocale } from "../../i18n/i18n";
import { Pager } from "../reports/pager";

/**
 * The user's finished games, newest first: the ones they hosted open their report (issue 11 item 10), the ones
 * they played say how they did (issue 29; the report is the host's alone).
 */
export function PastGames() {
  const { _ } = useLingui();
  const [offset, setOffset] = useState(0);
  const games = usePastGames(offset);
  if (games.isPending) return <LoadingStatus label={_("pastGames.loading")} />;
  if (games.isError)
    return (
      <LoadError message={_("pastGames.failed")} retryLabel={_("paced.tryAgain")} onRetry={() => games.refetch()} />
    );
  if (games.data.total === 0) return <EmptyState message={_("pastGames.none")} />;
  return (
    <>
      <ul className="past-games" aria-label={_("dashboard.pastGames")}>
        {games.data.items.map((game) => (
          <li key={game.gameId}>{game.role === "played" ? <PlayedGame game={game} /> : <HostedGame game={game} />}</li>
        ))}
      </ul>
      <Pager
        page={{ ...games.data, shown: games.data.items.length }}
        label={_("pastGames.pages")}
        onOffset={setOffset}
      />
    </>
  );
}

function HostedGame({ game }: { game: PastGame }) {
  const { _ } = useLingui();
  return (
    <Link className="past-game" to={reportPath(game.gameId)}>
      <GameTitle game={game} />
      <span className="past-game-details">
        <GameDate game={game} /> · {_("pastGames.players", { count: game.players })} ·{" "}
        {_("pastGames.questions", { count: game.questions })}
      </span>
    </Link>
  );
}

function PlayedGame({ game }: { game: PastGame }) {
  const { _ } = useLingui();
  return (
    <div className="past-game past-game-played">
      <GameTitle game={game} />
      <span className="past-game-details">
        <GameDate game={game} />
        {game.score === null ? null : ` · ${_("pastGames.scored", { count: game.score })}`}
        {game.rank === null
          ? null
          : ` · ${_("pastGames.rank", { rank: game.rank, count: game.ranked ?? game.players })}`}
      </span>
    </div>
  );
}

function GameTitle({ game }: { game: PastGame }) {
  const { _ } = useLingui();
  return (
    <span className="past-game-heading">
      <span className="past-game-title" dir="auto">
        {game.deckTitle ?? _("report.untitledDeck")}
      </span>
      <span className={game.role === "played" ? "badge badge-muted" : "badge"}>
        {game.role === "played" ? _("pastGames.played") : _("pastGames.hosted")}
      </span>
    </span>
  );
}

const GameDate = ({ game }: { game: PastGame }) => (
  <time dateTime={game.endedAt}>
    {new Intl.DateTimeFormat(formatLocale(), { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(game.endedAt),
    )}
  </time>
);

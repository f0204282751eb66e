import type { PastGame } from "@quizdeck/shared/reports";
import { useState } from "react";
import { Link } from "react-router";
import { reportPath, usePastGames } from "../../api/reports";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { ordinal } from "../../game/ordinal";
import { Pager } from "../reports/pager";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The user's finished games, newest first: the ones they hosted open their report (issue 11 item 10), the ones
 * they played say how they did (issue 29; the report is the host's alone).
 */
export function PastGames() {
  const [offset, setOffset] = useState(0);
  const games = usePastGames(offset);
  if (games.isPending) return <LoadingStatus label="Loading your past games…" />;
  if (games.isError)
    return <LoadError message="Your past games could not be loaded." onRetry={() => games.refetch()} />;
  if (games.data.total === 0) return <EmptyState message="No past games yet" />;
  return (
    <>
      <ul className="past-games" aria-label="Past games">
        {games.data.items.map((game) => (
          <li key={game.gameId}>{game.role === "played" ? <PlayedGame game={game} /> : <HostedGame game={game} />}</li>
        ))}
      </ul>
      <Pager page={{ ...games.data, shown: games.data.items.length }} label="Past games pages" onOffset={setOffset} />
    </>
  );
}

function HostedGame({ game }: { game: PastGame }) {
  return (
    <Link className="past-game" to={reportPath(game.gameId)}>
      <GameTitle game={game} />
      <span className="past-game-details">
        <GameDate game={game} /> · {plural(game.players, "player")} · {plural(game.questions, "question")}
      </span>
    </Link>
  );
}

function PlayedGame({ game }: { game: PastGame }) {
  return (
    <div className="past-game past-game-played">
      <GameTitle game={game} />
      <span className="past-game-details">
        <GameDate game={game} />
        {game.score === null ? null : ` · You scored ${plural(game.score, "point")}`}
        {game.rank === null ? null : ` · ${ordinal(game.rank)} of ${game.ranked ?? game.players}`}
      </span>
    </div>
  );
}

function GameTitle({ game }: { game: PastGame }) {
  return (
    <span className="past-game-heading">
      <span className="past-game-title">{game.deckTitle ?? "Untitled Deck"}</span>
      <span className={game.role === "played" ? "badge badge-muted" : "badge"}>
        {game.role === "played" ? "Played" : "Hosted"}
      </span>
    </span>
  );
}

const GameDate = ({ game }: { game: PastGame }) => (
  <time dateTime={game.endedAt}>{dateFormat.format(new Date(game.endedAt))}</time>
);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

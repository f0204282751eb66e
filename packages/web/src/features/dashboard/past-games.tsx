import { useState } from "react";
import { Link } from "react-router";
import { reportPath, usePastGames } from "../../api/reports";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { Pager } from "../reports/pager";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The host's finished games, newest first, each opening its report (issue 11 item 10). */
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
          <li key={game.gameId}>
            <Link className="past-game" to={reportPath(game.gameId)}>
              <span className="past-game-title">{game.deckTitle ?? "Untitled Deck"}</span>
              <span className="past-game-details">
                <time dateTime={game.endedAt}>{dateFormat.format(new Date(game.endedAt))}</time> ·{" "}
                {plural(game.players, "player")} · {plural(game.questions, "question")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={{ ...games.data, shown: games.data.items.length }} label="Past games pages" onOffset={setOffset} />
    </>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

import { useLingui } from "@lingui/react";
import type { QuestionEnded, RankedPlayer } from "@quizdeck/shared/socket-events";
import { ordinal } from "../ordinal";
import type { ShownCard } from "../screen-state";
import { CorrectAnswerLine } from "./correct-answer-line";

/** Ranked rows with ordinal positions and scores; ties share a rank. */
export function RankedList({ players, label, youId }: { players: RankedPlayer[]; label: string; youId?: string }) {
  const { _ } = useLingui();
  return (
    <ol className="ranked-list" aria-label={label}>
      {players.map((player) => (
        <li key={player.User_id} className={player.User_id === youId ? "ranked-you" : undefined}>
          <span className="ranked-position">{ordinal(player.rank)}</span>
          <span className="ranked-name">
            <bdi>{player.Username}</bdi>
            {player.User_id === youId ? _("board.you") : ""}
          </span>
          <span className="ranked-score">{player.score}</span>
        </li>
      ))}
    </ol>
  );
}

/** This player's own place after the question, for the row under the top 5. */
export interface OwnPlace {
  User_id: string;
  Username: string;
  rank: number;
  score: number;
}

/**
 * docs/product.md §2 step 5: the top 5 after a question, with the correct answer. A player's own row is highlighted, and
 * shown under the top 5 when they are not in it (issue 11 item 2).
 */
export function LeaderboardScreen({
  result,
  card,
  you = null,
}: {
  result: QuestionEnded | null;
  card: ShownCard | null;
  you?: OwnPlace | null;
}) {
  const inTop = result?.Scores.some((player) => player.User_id === you?.User_id) ?? false;
  const { _ } = useLingui();
  return (
    <section className="game-stage game-leaderboard" aria-labelledby="game-leaderboard-title">
      <h1 id="game-leaderboard-title">{_("board.title")}</h1>
      {result ? <CorrectAnswerLine card={card} revealed={result} /> : null}
      {result && result.Scores.length > 0 ? (
        <RankedList players={result.Scores} label={_("board.top5")} youId={you?.User_id} />
      ) : (
        <p className="empty-state">{_("board.noScores")}</p>
      )}
      {you && !inTop ? <RankedList players={[you]} label={_("board.yourPlace")} youId={you.User_id} /> : null}
      {result ? (
        <p className="game-hint">{_("board.answered", { answered: result.answered, total: result.total })}</p>
      ) : null}
    </section>
  );
}

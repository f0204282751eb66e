import type { QuestionEnded, RankedPlayer } from "@quizdeck/shared/socket-events";
import { ordinal } from "../ordinal";
import type { ShownCard } from "../screen-state";

/** Ranked rows with ordinal positions and scores; ties share a rank. */
export function RankedList({ players, label, youId }: { players: RankedPlayer[]; label: string; youId?: string }) {
  return (
    <ol className="ranked-list" aria-label={label}>
      {players.map((player) => (
        <li key={player.User_id} className={player.User_id === youId ? "ranked-you" : undefined}>
          <span className="ranked-position">{ordinal(player.rank)}</span>
          <span className="ranked-name">
            {player.Username}
            {player.User_id === youId ? " (you)" : ""}
          </span>
          <span className="ranked-score">{player.score}</span>
        </li>
      ))}
    </ol>
  );
}

/** SPEC.md §2 step 5: the top 5 after a question, with the correct answer. */
export function LeaderboardScreen({ result, card }: { result: QuestionEnded | null; card: ShownCard | null }) {
  const correct = card && result ? card.answers[result.correctIndex] : undefined;
  return (
    <section className="game-stage game-leaderboard" aria-labelledby="game-leaderboard-title">
      <h1 id="game-leaderboard-title">Leaderboard</h1>
      {correct ? (
        <p className="game-correct-answer">
          Correct answer: <strong>{correct}</strong>
        </p>
      ) : null}
      {result && result.Scores.length > 0 ? (
        <RankedList players={result.Scores} label="Top 5" />
      ) : (
        <p className="empty-state">No scores yet.</p>
      )}
      {result ? (
        <p className="game-hint">
          {result.answered} of {result.total} answered
        </p>
      ) : null}
    </section>
  );
}

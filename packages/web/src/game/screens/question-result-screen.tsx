import { Trans, useLingui } from "@lingui/react";
import type { QuestionResult } from "@quizdeck/shared/socket-events";
import type { ReactNode } from "react";
import { outcomeTitle, rankChangeText } from "../result-text";
import type { ShownCard } from "../screen-state";
import { CorrectAnswerLine } from "./correct-answer-line";
import { LoadingScreen } from "./waiting-screens";

const outcomeMarks: Record<QuestionResult["outcome"], string> = {
  correct: "✓",
  incorrect: "✗",
  timeout: "◷",
  answered: "✓",
};
const changeMark = (change: number) => (change > 0 ? "▲" : change < 0 ? "▼" : "=");

/**
 * Issue 11 item 1: the player's own result after every question, before the leaderboard, with the right answer
 * of its type (issue 30; a poll has none). In a student-paced game (issue 31) the rank is the class's so far and
 * `children` is the player's Next.
 */
export function QuestionResultScreen({
  result,
  card,
  soFar = false,
  children,
}: {
  result: QuestionResult | null;
  card: ShownCard | null;
  soFar?: boolean;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  if (!result) return <LoadingScreen />;
  const change = rankChangeText(result.rankChange);
  return (
    <section className="game-stage game-question-result" aria-labelledby="game-result-title">
      <h1 id="game-result-title" className={`result-title result-${result.outcome}`}>
        <span aria-hidden="true">{outcomeMarks[result.outcome]}</span> {outcomeTitle(result.outcome)}
      </h1>
      <div className="result-figures" role="status">
        <p className="result-points">+{result.points}</p>
        <p className="result-score">
          <Trans
            id="result.score"
            values={{ score: result.score }}
            components={{ 0: <strong data-testid="result-score" /> }}
          />
        </p>
        <p className="result-rank">
          {_(soFar ? "result.rankSoFar" : "result.rank", { rank: result.rank, count: result.playerCount })}
        </p>
        {change && result.rankChange !== null ? (
          <p className="result-rank-change">
            <span aria-hidden="true">{changeMark(result.rankChange)}</span>{" "}
            <span className="visually-hidden">{_("result.since")}</span>
            {change}
          </p>
        ) : null}
      </div>
      <CorrectAnswerLine card={card} revealed={result} />
      {children}
    </section>
  );
}

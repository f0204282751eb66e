import { answerResult, answerShown, type ReportPlayer, type ReportQuestion } from "@quizdeck/shared/reports";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { hasErrorCode } from "../../api/client";
import { formatSeconds, useReportPlayer } from "../../api/reports";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";

/**
 * One student's view of the report (issue 29): their name, rank and score, then per question their answer as its
 * type has it (issue 30: the pick, the typed text, the options picked, the order), the result, the time and the
 * points. Opened from the players table; "All players" and Back return to the report.
 */
export function ReportStudent({
  gameId,
  userId,
  questions,
  reportSearch,
}: {
  gameId: string;
  userId: string;
  questions: ReportQuestion[];
  reportSearch: string;
}) {
  const player = useReportPlayer(gameId, userId);
  return (
    <section className="panel" aria-labelledby="report-student">
      <Link className="button button-secondary button-small report-back" to={{ search: reportSearch }}>
        All players
      </Link>
      {player.isPending ? <LoadingStatus label="Loading the player's answers…" /> : null}
      {player.isError ? (
        hasErrorCode(player.error, "not_found") ? (
          <EmptyState message="This player is not in the report." />
        ) : (
          <LoadError message="The player's answers could not be loaded." onRetry={() => player.refetch()} />
        )
      ) : null}
      {player.data ? <StudentAnswers player={player.data} questions={questions} /> : null}
    </section>
  );
}

function StudentAnswers({ player, questions }: { player: ReportPlayer; questions: ReportQuestion[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a student moves the focus to their name, so a keyboard or screen reader starts there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 id="report-student" ref={heading} tabIndex={-1}>
        {player.username}
      </h2>
      <p className="report-student-summary">
        {player.removed ? "Removed" : `Rank ${player.rank}`} · Score {player.score}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="table-scroll" tabIndex={0} aria-label="Answers, scrollable">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Question text</th>
              <th scope="col">Answer</th>
              <th scope="col">Result</th>
              <th scope="col">Time</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question, position) => {
              const answer = player.answers[position];
              return (
                <tr key={question.index}>
                  <td data-label="Question">{position + 1}</td>
                  <th scope="row">{question.question}</th>
                  <td data-label="Answer">{answerShown(question, answer) || "—"}</td>
                  <td data-label="Result">{answerResult(player, position)}</td>
                  <td data-label="Time">{formatSeconds(answer?.ms ?? null)}</td>
                  <td data-label="Points">{answer?.points ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

import { useLingui } from "@lingui/react";
import {
  type AnswerResult,
  answerResult,
  answerShown,
  type ReportPlayer,
  type ReportQuestion,
} from "@quizdeck/shared/reports";
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
  const { _ } = useLingui();
  const player = useReportPlayer(gameId, userId);
  return (
    <section className="panel" aria-labelledby="report-student">
      <Link className="button button-secondary button-small report-back" to={{ search: reportSearch }}>
        {_("report.allPlayers")}
      </Link>
      {player.isPending ? <LoadingStatus label={_("report.loadingPlayer")} /> : null}
      {player.isError ? (
        hasErrorCode(player.error, "not_found") ? (
          <EmptyState message={_("report.playerNotFound")} />
        ) : (
          <LoadError
            message={_("report.playerFailed")}
            retryLabel={_("paced.tryAgain")}
            onRetry={() => player.refetch()}
          />
        )
      ) : null}
      {player.data ? <StudentAnswers player={player.data} questions={questions} /> : null}
    </section>
  );
}

/** Each answer's result in words, by the report's English name for it. */
const resultIds: Record<AnswerResult, string> = {
  Correct: "report.resultCorrect",
  Incorrect: "report.resultIncorrect",
  Answered: "report.resultAnswered",
  "No answer": "report.resultNoAnswer",
  "Not in the game yet": "report.resultNotYet",
  "Not reached": "report.resultNotReached",
  Removed: "report.removed",
};

function StudentAnswers({ player, questions }: { player: ReportPlayer; questions: ReportQuestion[] }) {
  const { _ } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a student moves the focus to their name, so a keyboard or screen reader starts there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 id="report-student" ref={heading} tabIndex={-1} dir="auto">
        {player.username}
      </h2>
      <p className="report-student-summary">
        {player.removed
          ? _("report.studentRemoved", { score: player.score })
          : _("report.studentRank", { rank: player.rank, score: player.score })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="table-scroll" tabIndex={0} aria-label={_("report.answersScrollable")}>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{_("report.question")}</th>
              <th scope="col">{_("report.questionText")}</th>
              <th scope="col">{_("report.answer")}</th>
              <th scope="col">{_("report.result")}</th>
              <th scope="col">{_("report.time")}</th>
              <th scope="col">{_("report.points")}</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question, position) => {
              const answer = player.answers[position];
              return (
                <tr key={question.index}>
                  <td data-label={_("report.question")}>{position + 1}</td>
                  <th scope="row" dir="auto">
                    {question.question}
                  </th>
                  <td data-label={_("report.answer")} className="report-cell-answer" dir="auto">
                    {answerShown(question, answer) || "—"}
                  </td>
                  <td data-label={_("report.result")} className="report-cell-result">
                    {_(resultIds[answerResult(player, position)])}
                  </td>
                  <td data-label={_("report.time")}>{formatSeconds(answer?.ms ?? null)}</td>
                  <td data-label={_("report.points")}>{answer?.points ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

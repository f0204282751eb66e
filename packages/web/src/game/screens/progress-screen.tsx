import type { PacedProgress, ProgressRow } from "@quizdeck/shared/socket-events";
import { dueText } from "../homework-deadline";
import { joinLink } from "../join-link";
import { cellLabel, classRight, isIdle, progressText } from "../progress-grid";
import { useNow } from "../use-now";
import { PleaseWaitScreen } from "./waiting-screens";

/** Idle marks are counted on between the server's updates at this pace. */
const IDLE_TICK_MS = 5000;

/**
 * Issue 31: the host's view of a student-paced game, a table of students × questions. On a phone it scrolls
 * sideways with the names column fixed.
 */
export function ProgressScreen({
  progress,
  receivedAt,
  homework,
}: {
  progress: PacedProgress | null;
  receivedAt: number;
  /** Issue 31: homework's deadline and the code students join with until then. */
  homework: { due: string; joinCode: string | null } | null;
}) {
  const now = useNow(progress !== null, IDLE_TICK_MS);
  if (!progress) return <PleaseWaitScreen title="Students are starting" />;
  const questions = Array.from({ length: progress.questions }, (_, index) => index);
  const shown = progress.rows.length;
  const attempts = progress.attempts ?? 1;
  return (
    <section className="game-stage progress-stage" aria-labelledby="progress-title">
      <h1 id="progress-title">Class progress</h1>
      {homework ? <HomeworkShare due={homework.due} joinCode={homework.joinCode} /> : null}
      {attempts > 1 ? (
        <p className="game-hint progress-attempts">
          Up to {attempts} attempts each. A student's score and Class right count their best attempt; their row shows
          the attempt they are on.
        </p>
      ) : null}
      <p className="game-hint">
        {progress.finished} of {progress.total} {progress.total === 1 ? "student" : "students"} finished. Students move
        on by themselves; {homework ? "the deadline or " : ""}End Game ends it for everyone. Class right: of those who
        answered a question, the share who got it right.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="progress-scroll" tabIndex={0} aria-label="Progress, scrollable">
        <table className="progress-grid">
          <caption className="visually-hidden">Each student's result of each question</caption>
          <thead>
            <tr>
              <th scope="col" className="progress-name">
                Student
              </th>
              <th scope="col">Progress</th>
              <th scope="col">Score</th>
              {questions.map((index) => (
                <th key={index} scope="col" className="progress-question">
                  <span aria-hidden="true">Q{index + 1}</span>
                  <span className="visually-hidden">Question {index + 1}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {progress.rows.map((row) => (
              <ProgressLine key={row.User_id} row={row} questions={questions} idle={isIdle(row, now - receivedAt)} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="progress-name">
                Class right
              </th>
              <td />
              <td />
              {classRight(progress).map((share, index) => (
                <td key={questions[index]} className="progress-share">
                  {share === "—" ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">No figure</span>
                    </>
                  ) : (
                    share
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
      {progress.total > shown ? (
        <p className="game-hint">
          The first {shown} of {progress.total} students are listed; the figures count everyone.
        </p>
      ) : null}
    </section>
  );
}

/** When homework is due (the host's time zone) and how students who have not started yet join. */
function HomeworkShare({ due, joinCode }: { due: string; joinCode: string | null }) {
  const link = joinCode ? joinLink(joinCode) : null;
  return (
    <p className="homework-due">
      <strong>{dueText(due)}</strong>
      {link ? (
        <>
          {" "}
          · Students join with the code <strong>{joinCode}</strong> or at <a href={link}>{link}</a>
        </>
      ) : null}
    </p>
  );
}

function ProgressLine({ row, questions, idle }: { row: ProgressRow; questions: number[]; idle: boolean }) {
  return (
    <tr>
      <th scope="row" className="progress-name">
        <span className="progress-student" title={row.Username}>
          {row.Username}
        </span>
        {row.Guest ? <span className="progress-badge">Guest</span> : null}
        {idle ? <span className="progress-badge progress-idle">Idle</span> : null}
      </th>
      <td>
        {progressText(row, questions.length)}
        {(row.attempt ?? 1) > 1 ? (
          <>
            {" "}
            <span className="progress-attempt">Attempt {row.attempt}</span>
          </>
        ) : null}
      </td>
      <td className="progress-score">{row.score}</td>
      {questions.map((index) => {
        const cell = row.cells[index] ?? null;
        const label = cellLabel(cell, row.current === index);
        return (
          <td key={index} className={`progress-cell progress-${cell ?? (row.current === index ? "current" : "none")}`}>
            <span aria-hidden="true">{label.mark}</span>
            <span className="visually-hidden">{label.text}</span>
          </td>
        );
      })}
    </tr>
  );
}

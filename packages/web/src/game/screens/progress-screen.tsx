import { Trans, useLingui } from "@lingui/react";
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
  const { _ } = useLingui();
  const now = useNow(progress !== null, IDLE_TICK_MS);
  if (!progress) return <PleaseWaitScreen title={_("progress.starting")} />;
  const questions = Array.from({ length: progress.questions }, (_unused, index) => index);
  const shown = progress.rows.length;
  const attempts = progress.attempts ?? 1;
  return (
    <section className="game-stage progress-stage" aria-labelledby="progress-title">
      <h1 id="progress-title">{_("progress.title")}</h1>
      {homework ? <HomeworkShare due={homework.due} joinCode={homework.joinCode} /> : null}
      {attempts > 1 ? <p className="game-hint progress-attempts">{_("progress.attemptsHint", { attempts })}</p> : null}
      <p className="game-hint">
        {_(homework ? "progress.summaryHomework" : "progress.summary", {
          finished: progress.finished,
          total: progress.total,
        })}
      </p>
      {progress.total === 0 ? <p className="game-hint progress-empty">{_("progress.noStudents")}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="progress-scroll" tabIndex={0} aria-label={_("progress.scrollable")}>
        <table className="progress-grid">
          <caption className="visually-hidden">{_("progress.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="progress-name">
                {_("progress.student")}
              </th>
              <th scope="col">{_("progress.progress")}</th>
              <th scope="col">{_("progress.score")}</th>
              {questions.map((index) => (
                <th key={index} scope="col" className="progress-question">
                  <span aria-hidden="true">{_("progress.questionShort", { number: index + 1 })}</span>
                  <span className="visually-hidden">{_("progress.question", { number: index + 1 })}</span>
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
                {_("progress.classRight")}
              </th>
              <td />
              <td />
              {classRight(progress).map((share, index) => (
                <td key={questions[index]} className="progress-share">
                  {share === "—" ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{_("progress.noFigure")}</span>
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
        <p className="game-hint">{_("progress.listed", { shown, total: progress.total })}</p>
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
          ·{" "}
          <Trans
            id="progress.joinWith"
            values={{ code: joinCode, link }}
            components={{
              0: <strong />,
              1: (
                <a href={link} dir="ltr">
                  {link}
                </a>
              ),
            }}
          />
        </>
      ) : null}
    </p>
  );
}

function ProgressLine({ row, questions, idle }: { row: ProgressRow; questions: number[]; idle: boolean }) {
  const { _ } = useLingui();
  return (
    <tr>
      <th scope="row" className="progress-name">
        <span className="progress-student" title={row.Username} dir="auto">
          {row.Username}
        </span>
        {row.Guest ? <span className="progress-badge">{_("progress.guest")}</span> : null}
        {idle ? <span className="progress-badge progress-idle">{_("progress.idle")}</span> : null}
      </th>
      <td>
        {progressText(row, questions.length)}
        {(row.attempt ?? 1) > 1 ? (
          <>
            {" "}
            <span className="progress-attempt">{_("progress.attempt", { attempt: row.attempt })}</span>
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

/**
 * Issue 31: the words and marks of the host's progress grid in a student-paced game. Every cell is read out in
 * words; its mark is for the eye only.
 */
import type { PacedProgress, ProgressCell, ProgressRow } from "@quizdeck/shared/socket-events";
import { i18n } from "../i18n/i18n";
import { percentText, shareOf } from "./answer-shares";

/** A student with no answer and no Next for this long is marked idle. */
export const IDLE_AFTER_MS = 60_000;

export interface CellLabel {
  mark: string;
  text: string;
}

/** Each cell's mark and the id of its words. */
const cellLabels: Record<Exclude<ProgressCell, null>, CellLabel> = {
  right: { mark: "✓", text: "progress.right" },
  wrong: { mark: "✗", text: "progress.wrong" },
  timeout: { mark: "◷", text: "progress.timeout" },
  answered: { mark: "●", text: "progress.answered" },
};

/** A cell's mark and words; the question a student is on now reads "On it". */
export function cellLabel(cell: ProgressCell, onIt: boolean): CellLabel {
  if (cell !== null) return { mark: cellLabels[cell].mark, text: i18n._(cellLabels[cell].text) };
  return onIt ? { mark: "…", text: i18n._("progress.onIt") } : { mark: "", text: i18n._("progress.notYet") };
}

/** "7 of 20", or "Done" once the student answered their last question. */
export const progressText = (row: ProgressRow, questions: number): string =>
  row.current === null
    ? i18n._("progress.done")
    : i18n._("progress.answeredOf", { answered: row.answered, total: questions });

/** Idle: still playing, and nothing from them for over a minute, counted on from when the grid arrived. */
export const isIdle = (row: ProgressRow, elapsedMs: number): boolean =>
  row.current !== null && row.idleMs + Math.max(0, elapsedMs) > IDLE_AFTER_MS;

/**
 * The "Class right" figure of each question: the share of those who answered it who got it right; "—" before
 * anyone answered it and for a poll (no right answer: its cells say "answered").
 */
export function classRight(progress: PacedProgress): string[] {
  return progress.perQuestion.map((question, index) => {
    const poll = progress.rows.some((row) => row.cells[index] === "answered");
    if (poll || question.answered === 0) return "—";
    return percentText(shareOf(question.correct, question.answered));
  });
}

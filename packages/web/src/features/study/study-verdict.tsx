import { useLingui } from "@lingui/react";
import type { StudiedCardType, StudyCard } from "@quizdeck/shared/study";
import { i18n } from "../../i18n/i18n";
import { truthText } from "../cards/answer-summary";
import type { Step } from "./study-state";

export type Checked = Extract<Step, { kind: "checked" }>;

/** A card answered on a screen of its own (select all, put in order), then checked on the server. */
export interface CheckedAnswerProps<Answer> {
  card: StudyCard;
  checked: Checked | null;
  /** The answer is on its way: the screen waits. */
  busy: boolean;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onCheck: (answer: Answer) => void;
  onNext: () => void;
}

/** What the verdict says, per type: the right answer after a wrong one, and a typed answer's accepted form. */
export function verdictText(type: StudiedCardType, checked: Checked): string {
  const answer = type === "true_false" ? truthText(checked.answer) : checked.answer;
  if (checked.correct) return type === "type_answer" ? i18n._("study.rightTyped", { answer }) : i18n._("study.right");
  if (type === "select_all") return i18n._("study.wrongChoices", { answer });
  if (type === "order") return i18n._("study.wrongOrder", { answer });
  return i18n._("study.wrong", { answer });
}

/** The server's verdict on an answer, and Next (Space or Enter). */
export function StudyVerdict({
  type,
  checked,
  verdictRef,
  onNext,
}: {
  type: StudiedCardType;
  checked: Checked;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onNext: () => void;
}) {
  const { _ } = useLingui();
  return (
    <div className="study-verdict-row">
      <p
        className={checked.correct ? "study-verdict study-verdict-right" : "study-verdict study-verdict-wrong"}
        tabIndex={-1}
        ref={verdictRef}
        role="status"
      >
        {verdictText(type, checked)}
      </p>
      <button type="button" className="button button-primary" aria-keyshortcuts="Space Enter" onClick={onNext}>
        {_("study.next")}
      </button>
    </div>
  );
}

/** Check (the answer goes to the server), then the verdict in its place. */
export function CheckThenVerdict({
  type,
  checked,
  busy,
  verdictRef,
  onCheck,
  onNext,
}: {
  type: StudiedCardType;
  checked: Checked | null;
  busy: boolean;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onCheck: () => void;
  onNext: () => void;
}) {
  const { _ } = useLingui();
  if (checked) return <StudyVerdict type={type} checked={checked} verdictRef={verdictRef} onNext={onNext} />;
  return (
    <div className="study-actions">
      <button
        type="button"
        className="button button-primary"
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (!busy) onCheck();
        }}
      >
        {_("study.check")}
      </button>
    </div>
  );
}

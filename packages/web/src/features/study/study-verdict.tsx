import type { StudiedCardType, StudyCard } from "@quizdeck/shared/study";
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
  if (checked.correct) return type === "type_answer" ? `Right! The answer is ${checked.answer}.` : "Right!";
  if (type === "select_all") return `Not quite. The right choices are ${checked.answer}.`;
  if (type === "order") return `Not quite. The right order is ${checked.answer}.`;
  return `Wrong. The right answer is ${checked.answer}.`;
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
        Next
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
        Check
      </button>
    </div>
  );
}

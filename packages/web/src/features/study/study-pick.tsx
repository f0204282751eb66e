import { useLingui } from "@lingui/react";
import type { StudyCard } from "@quizdeck/shared/study";
import { truthText } from "../cards/answer-summary";
import { type Checked, StudyVerdict } from "./study-verdict";

/** Multiple choice and true or false: one tap (or 1 to 4) picks an answer, the server says whether it is right. */
export function StudyPick({
  card,
  checked,
  pending,
  verdictRef,
  onPick,
  onNext,
}: {
  card: StudyCard;
  checked: Checked | null;
  pending: string | null;
  verdictRef: React.RefObject<HTMLParagraphElement | null>;
  onPick: (choice: string) => void;
  onNext: () => void;
}) {
  const { _ } = useLingui();
  const stateOf = (choice: string) => {
    if (!checked) return choice === pending ? " study-choice-pending" : "";
    if (choice === checked.answer) return " study-choice-right";
    return choice === checked.picked ? " study-choice-wrong" : "";
  };
  return (
    <>
      <ol className="study-choices" aria-label={_("study.answers")}>
        {card.choices.map((choice, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's answers keep their places; the same text twice is allowed
          <li key={at}>
            <button
              type="button"
              className={`study-choice${stateOf(choice)}`}
              aria-keyshortcuts={String(at + 1)}
              aria-disabled={checked !== null || pending !== null ? true : undefined}
              onClick={() => {
                if (!checked && pending === null) onPick(choice);
              }}
            >
              <span className="study-key" aria-hidden="true">
                {at + 1}
              </span>
              <span dir="auto">{card.type === "true_false" ? truthText(choice) : choice}</span>
              {checked && choice === checked.answer ? (
                <span className="visually-hidden"> {_("study.rightAnswerMark")}</span>
              ) : null}
              {checked && !checked.correct && choice === checked.picked ? (
                <span className="visually-hidden"> {_("study.yourAnswerMark")}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      {checked ? <StudyVerdict type={card.type} checked={checked} verdictRef={verdictRef} onNext={onNext} /> : null}
    </>
  );
}

import { useLingui } from "@lingui/react";
import { useState } from "react";
import { type CheckedAnswerProps, CheckThenVerdict } from "./study-verdict";

/** Select all that apply: toggle the choices, then Check; right only as the exact set (the server judges). */
export function StudySelectAll({ card, checked, busy, verdictRef, onCheck, onNext }: CheckedAnswerProps<string[]>) {
  const { _ } = useLingui();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const locked = checked !== null || busy;
  const toggle = (at: number) =>
    setPicked((before) => {
      const after = new Set(before);
      if (!after.delete(at)) after.add(at);
      return after;
    });
  const right = (choice: string) => checked?.rightChoices?.includes(choice) ?? false;
  const stateOf = (choice: string, on: boolean) => {
    if (!checked) return "";
    if (right(choice)) return " study-choice-right";
    return on ? " study-choice-wrong" : "";
  };
  return (
    <>
      <p className="study-hint" id="study-select-hint">
        {_("study.selectHint")}
      </p>
      <ul className="study-choices" aria-label={_("study.choices")} aria-describedby="study-select-hint">
        {card.choices.map((choice, at) => {
          const on = picked.has(at);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the choices keep their places; the same text twice is allowed
            <li key={at}>
              <button
                type="button"
                className={`study-choice study-toggle${stateOf(choice, on)}`}
                aria-pressed={on}
                aria-disabled={locked ? true : undefined}
                onClick={() => {
                  if (!locked) toggle(at);
                }}
              >
                <span className="study-tick" aria-hidden="true">
                  {on ? "✓" : ""}
                </span>
                <span dir="auto">{choice}</span>
                {checked && right(choice) ? <span className="visually-hidden"> {_("study.rightMark")}</span> : null}
                {checked && on && !right(choice) ? (
                  <span className="visually-hidden"> {_("study.wrongMark")}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <CheckThenVerdict
        type="select_all"
        checked={checked}
        busy={busy}
        verdictRef={verdictRef}
        onCheck={() => onCheck(card.choices.filter((_, at) => picked.has(at)))}
        onNext={onNext}
      />
    </>
  );
}

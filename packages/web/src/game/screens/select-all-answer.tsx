import { useLingui } from "@lingui/react";
import { useState } from "react";
import { TileContent, TileList, tileClass, useAnswerKeys } from "./answer-tiles";

/** Select all that apply: tiles turned on and off, sent by Submit once at least one is on. */
export function SelectAllAnswer({ answers, onSubmit }: { answers: string[]; onSubmit: (picked: number[]) => void }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const { _ } = useLingui();
  const toggle = (index: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <>
      <ToggleTiles answers={answers} picked={picked} onToggle={toggle} />
      <button
        type="button"
        className="button button-primary game-submit"
        disabled={picked.size === 0}
        onClick={() => onSubmit([...picked].sort((a, b) => a - b))}
      >
        {_("forms.submit")}
      </button>
    </>
  );
}

/**
 * Select all that apply: each tile (or its number key) turns on or off (aria-pressed), marked with a tick, not by
 * colour alone.
 */
function ToggleTiles({
  answers,
  picked,
  onToggle,
}: {
  answers: string[];
  picked: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  useAnswerKeys(answers.length, onToggle);
  return (
    <TileList answers={answers} pair={false}>
      {answers.map((answer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answers keep their places for the question
        <li key={index}>
          <button
            type="button"
            className={tileClass(index)}
            aria-pressed={picked.has(index)}
            onClick={() => onToggle(index)}
          >
            <TileContent
              answer={answer}
              index={index}
              extra={
                <span className="answer-check" aria-hidden="true">
                  {picked.has(index) ? "✓" : ""}
                </span>
              }
            />
          </button>
        </li>
      ))}
    </TileList>
  );
}

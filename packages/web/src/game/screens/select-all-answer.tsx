import { useState } from "react";
import { ToggleTiles } from "./answer-tiles";

/** Select all that apply: tiles turned on and off, sent by Submit once at least one is on. */
export function SelectAllAnswer({ answers, onSubmit }: { answers: string[]; onSubmit: (picked: number[]) => void }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
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
        Submit
      </button>
    </>
  );
}

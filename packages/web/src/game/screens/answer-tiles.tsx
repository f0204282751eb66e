import { useLingui } from "@lingui/react";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { i18n } from "../../i18n/i18n";
import { answerStyleOf } from "./answer-shapes";
import { useLongestWordsFit } from "./longest-words-fit";

/** "1 or 2", "1, 2, 3 or 4", "1 to 6": the keys that pick one of `count` answers. */
export const answerKeys = (count: number): string => {
  if (count > 4) return i18n._("keys.range", { first: 1, last: count });
  if (count === 4) return i18n._("keys.four", { a: 1, b: 2, c: 3, d: 4 });
  if (count === 3) return i18n._("keys.three", { a: 1, b: 2, c: 3 });
  if (count === 2) return i18n._("keys.two", { a: 1, b: 2 });
  return "1";
};

/** A tile's shape, its spoken name and number, the answer and its key (1–6). */
export function TileContent({ answer, index, extra }: { answer: string; index: number; extra?: ReactNode }) {
  const style = answerStyleOf(index);
  const { _ } = useLingui();
  return (
    <>
      <span className="answer-shape" aria-hidden="true">
        {style.shape}
      </span>
      <span className="visually-hidden">{_("tiles.spoken", { shape: _(style.name), number: index + 1 })}</span>
      <span className="answer-text" dir="auto">
        {answer}
      </span>
      {extra}
      <span className="answer-key" aria-hidden="true">
        {index + 1}
      </span>
    </>
  );
}

/** Number keys 1 to `count` press the answer with that number, unless the player is typing. */
export function useAnswerKeys(count: number, onPress: ((index: number) => void) | undefined) {
  // A layout effect: the keys work from the moment the question is on screen.
  useLayoutEffect(() => {
    if (!onPress) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const index = Number(event.key) - 1;
      if (Number.isInteger(index) && index >= 0 && index < count) {
        event.preventDefault();
        onPress(index);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onPress, count]);
}

export const tileClass = (index: number) => `answer-button answer-${answerStyleOf(index).tone}`;

/**
 * The answers as coloured tiles: buttons picking one (multiple choice, true or false, poll; keys 1 to 6 too), or
 * the host's tiles to look at. Two answers (true or false) get two big buttons.
 */
export function ChoiceTiles({ answers, onPick }: { answers: string[]; onPick?: (index: number) => void }) {
  useAnswerKeys(answers.length, onPick);
  return (
    <TileList answers={answers} pair={answers.length === 2}>
      {answers.map((answer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answers keep their places for the question
        <li key={index}>
          {onPick ? (
            <button type="button" className={tileClass(index)} onClick={() => onPick(index)}>
              <TileContent answer={answer} index={index} />
            </button>
          ) : (
            <div className={tileClass(index)}>
              <TileContent answer={answer} index={index} />
            </div>
          )}
        </li>
      ))}
    </TileList>
  );
}

/** The tiles' list; two answers (true or false) get two big buttons. */
export function TileList({
  answers,
  pair,
  children,
}: {
  answers: readonly string[];
  pair: boolean;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  useLongestWordsFit(list, answers);
  return (
    <ul
      ref={list}
      className={pair ? "answer-grid answer-grid-pair" : "answer-grid"}
      aria-label={i18n._("tiles.answers")}
    >
      {children}
    </ul>
  );
}

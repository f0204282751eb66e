import { cardImageAlt } from "@quizdeck/shared/card-image-alt";
import type { AnswerCount } from "@quizdeck/shared/socket-events";
import { useLayoutEffect, useRef } from "react";
import type { ShownCard } from "../screen-state";
import { answerStyles } from "./answer-shapes";

interface QuestionScreenProps {
  card: ShownCard;
  /** Players pick an answer; the host only sees them. */
  onAnswer?: (index: number) => void;
  answerCount?: AnswerCount | null;
}

/** docs/product.md §2 step 2: the question and four answers, each with its colour, shape and key (1–4). */
export function QuestionScreen({ card, onAnswer, answerCount }: QuestionScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedQuestion = useRef<number | null>(null);
  // A player's focus goes to each new question, once, so a screen reader reads it (issue 29); the host's stays on
  // Next, where a presenter keeps pressing it.
  const playing = onAnswer !== undefined;
  useLayoutEffect(() => {
    if (!playing || focusedQuestion.current === card.index) return;
    focusedQuestion.current = card.index;
    heading.current?.focus();
  });
  // A layout effect: the keys work from the moment the question is on screen.
  useLayoutEffect(() => {
    if (!onAnswer) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const index = ["1", "2", "3", "4"].indexOf(event.key);
      if (index >= 0 && index < card.answers.length) {
        event.preventDefault();
        onAnswer(index);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onAnswer, card.answers.length]);

  return (
    <section className="game-stage game-question" aria-labelledby="game-question-text">
      <p className="game-progress">
        Question {card.index + 1} of {card.total}
      </p>
      <h1 id="game-question-text" className="game-question-text" ref={heading} tabIndex={-1}>
        {card.question}
      </h1>
      {card.image ? (
        <img className="game-question-image" src={card.image} alt={cardImageAlt(card.imageAlt, card.question)} />
      ) : null}
      {onAnswer ? (
        // Only one of the two shows: touch screens have no number keys (game.css, the pointer media query).
        <p className="game-hint">
          <span className="hint-touch">Tap an answer</span>
          <span className="hint-keys">Click an answer or press 1, 2, 3 or 4.</span>
        </p>
      ) : null}
      <ul className="answer-grid" aria-label="Answers">
        {card.answers.map((answer, index) => {
          const style = answerStyles[index] ?? answerStyles[0];
          const content = (
            <>
              <span className="answer-shape" aria-hidden="true">
                {style.shape}
              </span>
              <span className="visually-hidden">{`${style.name}, answer ${index + 1}: `}</span>
              <span className="answer-text">{answer}</span>
              <span className="answer-key" aria-hidden="true">
                {index + 1}
              </span>
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four answers keep their places for the question
            <li key={index}>
              {onAnswer ? (
                <button type="button" className={`answer-button answer-${style.tone}`} onClick={() => onAnswer(index)}>
                  {content}
                </button>
              ) : (
                <div className={`answer-button answer-${style.tone}`}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {answerCount ? <AnswerCountPanel count={answerCount} /> : null}
    </section>
  );
}

/** The host's panel: "3 of 4 answered" and who the question still waits for, by the order they joined (issue 29). */
function AnswerCountPanel({ count }: { count: AnswerCount }) {
  const missing = count.total - count.answered;
  const unnamed = missing - count.waiting.length;
  return (
    <div className="game-answer-count">
      <p role="status">
        {count.answered} of {count.total} answered
      </p>
      {missing > 0 ? (
        <p className="game-waiting-for">
          Not answered yet: {count.waiting.map((player) => player.Username).join(", ")}
          {unnamed > 0 ? ` and ${unnamed} more` : ""}
        </p>
      ) : null}
    </div>
  );
}

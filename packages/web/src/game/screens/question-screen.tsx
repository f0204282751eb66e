import { useLingui } from "@lingui/react";
import { cardImageAlt } from "@quizdeck/shared/card-image-alt";
import type { CardPoints } from "@quizdeck/shared/card-types";
import type { AnswerCount } from "@quizdeck/shared/socket-events";
import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import { withLaterMessages } from "../../i18n/later-messages";
import type { PlayerAnswer } from "../player-answer";
import type { ShownCard } from "../screen-state";
import { answerKeys, ChoiceTiles } from "./answer-tiles";

interface QuestionScreenProps {
  card: ShownCard;
  /** Players answer; the host only sees the question. */
  onAnswer?: (answer: PlayerAnswer) => void;
  answerCount?: AnswerCount | null;
}

const pointsNames: Record<CardPoints, string | null> = {
  standard: null,
  double: "question.double",
  none: "question.noPoints",
};

/**
 * docs/product.md §2 step 2: the question and its answers in the card's type's form (issue 30): tiles to pick one
 * (multiple choice, true or false, poll), or the answer forms (tiles to select, a text field, a list to order).
 */
export function QuestionScreen({ card, onAnswer, answerCount }: QuestionScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedQuestion = useRef<number | null>(null);
  // A player's focus goes to each new question, once, so a screen reader reads it (issue 29); the host's stays on
  // Next, where a presenter keeps pressing it.
  const playing = onAnswer !== undefined;
  const { _ } = useLingui();
  useLayoutEffect(() => {
    if (!playing || focusedQuestion.current === card.index) return;
    focusedQuestion.current = card.index;
    heading.current?.focus();
  });
  // Multiple choice, today's question, is not named.
  const typeName = card.type === "multiple_choice" ? null : _(`cardType.${card.type}`);
  const pointsName = pointsNames[card.points];

  return (
    <section className="game-stage game-question" aria-labelledby="game-question-text">
      <p className="game-progress">
        {_("question.progress", { number: card.index + 1, total: card.total })}
        {typeName ? ` · ${typeName}` : null}
        {pointsName ? (
          <>
            {" "}
            <span className={`game-points game-points-${card.points}`}>{_(pointsName)}</span>
          </>
        ) : null}
      </p>
      <h1 id="game-question-text" className="game-question-text" ref={heading} tabIndex={-1} dir="auto">
        {card.question}
      </h1>
      {card.image ? (
        <img className="game-question-image" src={card.image} alt={cardImageAlt(card.imageAlt, card.question)} />
      ) : null}
      {onAnswer ? <PlayerAnswerInput card={card} onAnswer={onAnswer} /> : <HostAnswers card={card} />}
      {answerCount ? <AnswerCountPanel count={answerCount} /> : null}
    </section>
  );
}

const loadAnswerForms = () => withLaterMessages(import("./answer-forms"));
const AnswerForm = lazy(loadAnswerForms);

/** Fetches the answer forms of the types that are not one tap, before a question needs them. */
export const preloadAnswerForms = (): void => void loadAnswerForms();

/** The player's way of answering the card's type, with a line saying how. */
function PlayerAnswerInput({ card, onAnswer }: { card: ShownCard; onAnswer: (answer: PlayerAnswer) => void }) {
  const { _ } = useLingui();
  if (card.type === "type_answer" || card.type === "select_all" || card.type === "order") {
    return (
      <Suspense fallback={<p className="game-hint">{_("question.loading")}</p>}>
        <AnswerForm card={card} onAnswer={onAnswer} />
      </Suspense>
    );
  }
  return (
    <>
      {/* Only one of the two shows: touch screens have no number keys (game.css, the pointer media query). */}
      <p className="game-hint">
        <span className="hint-touch">{_("question.tap")}</span>
        <span className="hint-keys">{_("question.keys", { keys: answerKeys(card.answers.length) })}</span>
      </p>
      <ChoiceTiles answers={card.answers} onPick={(index) => onAnswer({ Answer_id: index })} />
    </>
  );
}

/** The host's view of the answers: the tiles, the items to order, or that players type. */
function HostAnswers({ card }: { card: ShownCard }) {
  const { _ } = useLingui();
  if (card.type === "type_answer") return <p className="host-answer-note">{_("hostGame.playersType")}</p>;
  return <ChoiceTiles answers={card.answers} />;
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

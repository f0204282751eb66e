import { type CorrectAnswer, correctAnswerOf, type Revealed } from "../correct-answer";
import type { ShownCard } from "../screen-state";

/**
 * "Correct answer: Paris" under a question's results, for the card the viewer saw (answers are shown in one order
 * per question); nothing for a poll or another question's card.
 */
export function CorrectAnswerLine({
  card,
  revealed,
}: {
  card: ShownCard | null;
  revealed: Revealed & { CardIndex: number };
}) {
  const answer = card?.index === revealed.CardIndex ? correctAnswerOf(card.type, card.answers, revealed) : null;
  return answer ? <CorrectAnswerText answer={answer} /> : null;
}

function CorrectAnswerText({ answer }: { answer: CorrectAnswer }) {
  if (!answer.ordered) {
    return (
      <p className="game-correct-answer">
        {answer.label}: <strong>{answer.items.join(", ")}</strong>
      </p>
    );
  }
  return (
    <div className="game-correct-answer">
      <p id="game-correct-order">{answer.label}:</p>
      <ol className="correct-order" aria-labelledby="game-correct-order">
        {answer.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the right order is fixed once revealed
          <li key={position}>{item}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The answer forms of the question types that are not one tap (issue 30), in a chunk of their own: the join path
 * stays within its download budget (decision 014), and the game screen fetches them as it opens.
 */
import type { PlayerAnswer } from "../player-answer";
import type { ShownCard } from "../screen-state";
import { OrderAnswer } from "./order-answer";
import { SelectAllAnswer } from "./select-all-answer";
import { TypedAnswerForm } from "./typed-answer-form";

export default function AnswerForm({ card, onAnswer }: { card: ShownCard; onAnswer: (answer: PlayerAnswer) => void }) {
  switch (card.type) {
    case "type_answer":
      return <TypedAnswerForm key={card.index} onSubmit={(text) => onAnswer({ Text: text })} />;
    case "select_all":
      return (
        <>
          <p className="game-hint">
            <strong>Select all that apply</strong>, then Submit.
          </p>
          <SelectAllAnswer key={card.index} answers={card.answers} onSubmit={(ids) => onAnswer({ Answer_ids: ids })} />
        </>
      );
    default:
      return (
        <>
          <p className="game-hint">Move the items into the right order, first at the top, then Submit.</p>
          <OrderAnswer key={card.index} items={card.answers} onSubmit={(ids) => onAnswer({ Answer_ids: ids })} />
        </>
      );
  }
}

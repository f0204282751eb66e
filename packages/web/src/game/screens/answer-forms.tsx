/**
 * The answer forms of the question types that are not one tap (issue 30), in a chunk of their own: the join path
 * stays within its download budget (decision 014), and the game screen fetches them as it opens.
 */
import { Trans } from "@lingui/react";
import { i18n } from "../../i18n/i18n";
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
            <Trans id="forms.selectAll" components={{ 0: <strong /> }} />
          </p>
          <SelectAllAnswer key={card.index} answers={card.answers} onSubmit={(ids) => onAnswer({ Answer_ids: ids })} />
        </>
      );
    default:
      return (
        <>
          <p className="game-hint">{i18n._("forms.order")}</p>
          <OrderAnswer key={card.index} items={card.answers} onSubmit={(ids) => onAnswer({ Answer_ids: ids })} />
        </>
      );
  }
}

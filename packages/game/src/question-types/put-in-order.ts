import { shuffled } from "../shuffle";
import { indexes, pickedMany, type QuestionType, refuse } from "./question-type";

/** Items shown shuffled (never already in order); right only when sent back in exactly the card's order. */
export const putInOrder: QuestionType = {
  texts: (card) => card.choices ?? [],
  shownOrder: (card, random) => {
    const order = shuffled(indexes(card.choices?.length ?? 0), random);
    // Shown in the right order, the question would answer itself: the first item goes last.
    return order.every((item, shown) => item === shown) ? [...order.slice(1), ...order.slice(0, 1)] : order;
  },
  countsAnswers: false,
  judge: (_card, order, answer) => {
    const sent = pickedMany(answer, order.length, "every item in your order");
    if (sent.length !== order.length) refuse("Send every item once, in your order");
    return sent.every((shown, place) => order[shown] === place);
  },
  counted: () => [],
  reveal: (_card, order) => ({
    correctIndex: -1,
    correctIndexes: indexes(order.length).map((item) => order.indexOf(item)),
  }),
  reportText: (card, order, answer) => {
    const texts = card.choices ?? [];
    const sent = "choices" in answer ? answer.choices : [];
    return sent.map((shown) => texts[order[shown] as number]).join(" → ");
  },
};

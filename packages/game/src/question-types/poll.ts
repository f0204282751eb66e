import { indexes, pickedOne, type QuestionType, singlePick } from "./question-type";

/** Options as written, one picked, none right: the class's opinion, for no points. */
export const poll: QuestionType = {
  texts: (card) => card.choices ?? [],
  shownOrder: (card) => indexes(card.choices?.length ?? 0),
  countsAnswers: true,
  judge: (_card, order, answer) => {
    pickedOne(answer, order.length);
    return null;
  },
  counted: singlePick,
  reveal: () => ({ correctIndex: -1 }),
};

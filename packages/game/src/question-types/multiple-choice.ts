import { shuffled } from "../shuffle";
import { indexes, pickedOne, type QuestionType, singlePick } from "./question-type";

/** The right answer and one to three wrong ones, shuffled; `texts` index 0 is the right one. */
export const multipleChoice: QuestionType = {
  texts: (card) => [card.correct, ...card.incorrect],
  shownOrder: (card, random) => shuffled(indexes(1 + card.incorrect.length), random),
  countsAnswers: true,
  judge: (_card, order, answer) => order[pickedOne(answer, order.length)] === 0,
  counted: singlePick,
  reveal: (_card, order) => ({ correctIndex: order.indexOf(0) }),
};

import { TRUE_FALSE_ANSWERS } from "@quizdeck/shared/card-types";
import { multipleChoice } from "./multiple-choice";
import type { QuestionType } from "./question-type";

/** Multiple choice with two answers, always shown "True", "False"; `texts` index 0 is the right one. */
export const trueFalse: QuestionType = {
  texts: (card) => [card.correct, TRUE_FALSE_ANSWERS.find((answer) => answer !== card.correct) as string],
  shownOrder: (card) => (card.correct === TRUE_FALSE_ANSWERS[0] ? [0, 1] : [1, 0]),
  countsAnswers: multipleChoice.countsAnswers,
  judge: multipleChoice.judge,
  counted: multipleChoice.counted,
  reveal: multipleChoice.reveal,
};

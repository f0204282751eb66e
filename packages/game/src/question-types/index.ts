/** Issue 30: the rules of each question type, found by the card's type. */
import type { CardType } from "@quizdeck/shared/card-types";
import type { PlayableCard } from "../game-state";
import { multipleChoice } from "./multiple-choice";
import { poll } from "./poll";
import { putInOrder } from "./put-in-order";
import type { QuestionType } from "./question-type";
import { selectAll } from "./select-all";
import { trueFalse } from "./true-false";
import { typeAnswer } from "./type-answer";

export {
  givenAnswer,
  judgedAnswer,
  type PlayerAnswer,
  type QuestionType,
  type Reveal,
  type Verdict,
} from "./question-type";

const questionTypes: Record<CardType, QuestionType> = {
  multiple_choice: multipleChoice,
  true_false: trueFalse,
  type_answer: typeAnswer,
  select_all: selectAll,
  poll,
  order: putInOrder,
};

/** A card logged before issue 30 has no type: it is multiple choice. */
export const cardTypeOf = (card: PlayableCard): CardType => card.type ?? "multiple_choice";

export const questionTypeOf = (card: PlayableCard): QuestionType => questionTypes[cardTypeOf(card)];

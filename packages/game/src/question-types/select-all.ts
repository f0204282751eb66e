import type { PlayableCard } from "../game-state";
import { shuffled } from "../shuffle";
import { indexes, pickedMany, type QuestionType } from "./question-type";

const rightOnes = (card: PlayableCard) => new Set(card.correctChoices ?? []);

/** Options shuffled; right only when the picks are exactly the right options. */
export const selectAll: QuestionType = {
  texts: (card) => card.choices ?? [],
  shownOrder: (card, random) => shuffled(indexes(card.choices?.length ?? 0), random),
  countsAnswers: true,
  judge: (card, order, answer) => {
    const picks = pickedMany(answer, order.length, "the answers you pick");
    const right = rightOnes(card);
    return picks.length === right.size && picks.every((shown) => right.has(order[shown] as number));
  },
  counted: (answer) => ("choices" in answer ? answer.choices : []),
  reveal: (card, order) => {
    const right = rightOnes(card);
    return {
      correctIndex: -1,
      correctIndexes: indexes(order.length).filter((shown) => right.has(order[shown] as number)),
    };
  },
  reportText: (card, order, answer) => {
    const texts = card.choices ?? [];
    const picked = "choices" in answer ? answer.choices.map((shown) => order[shown] as number) : [];
    return picked
      .sort((a, b) => a - b)
      .map((index) => texts[index])
      .join(", ");
  },
};

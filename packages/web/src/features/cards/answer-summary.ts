import type { CardType } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";

/** What `answerSummary` lists, per type. */
export const answerSummaryLabel: Record<CardType, string> = {
  multiple_choice: "Answer",
  true_false: "Right answer",
  type_answer: "Accepted answers",
  select_all: "Right choices",
  poll: "Choices",
  order: "Right order",
};

/** A card's answers on one line, as its type has them: the right ones, a poll's choices, the items in order. */
export function answerSummary(card: CardRecord): string {
  switch (card.Type) {
    case "multiple_choice":
    case "true_false":
      return card.Answer.trim();
    case "type_answer":
      return [card.Answer, ...card.Choices].filter((text) => text.trim() !== "").join(" / ");
    case "select_all":
      return card.Choices.filter((_, index) => card.Correct.includes(index)).join(", ");
    case "poll":
      return card.Choices.join(" · ");
    case "order":
      return card.Choices.map((item, index) => `${index + 1}. ${item}`).join(" ");
  }
}

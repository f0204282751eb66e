import type { CardType } from "@quizdeck/shared/card-types";
import type { CardRecord } from "@quizdeck/shared/records";
import { i18n } from "../../i18n/i18n";

/** A true-or-false card's answers are stored as the English words; the screens say them in the page's language. */
export function truthText(text: string): string {
  if (text === "True") return i18n._("cardFields.true");
  if (text === "False") return i18n._("cardFields.false");
  return text;
}

/** What `answerSummary` lists, per type: a message id (Answer, Right answer, Accepted answers …). */
export const answerSummaryLabel: Record<CardType, string> = {
  multiple_choice: "study.answer",
  true_false: "cardFields.rightAnswer",
  type_answer: "cardFields.acceptedAnswers",
  select_all: "cardFields.rightChoices",
  poll: "study.choices",
  order: "study.rightOrder",
};

/** A card's answers on one line, as its type has them: the right ones, a poll's choices, the items in order. */
export function answerSummary(card: CardRecord): string {
  switch (card.Type) {
    case "multiple_choice":
      return card.Answer.trim();
    case "true_false":
      return truthText(card.Answer.trim());
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

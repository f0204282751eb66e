/**
 * Issue 30: the kinds of question a card can be, and what each needs to be played. zod-free, so the play screens
 * can read it without pulling the schemas in.
 *
 * Where each type keeps its content (the card record's fields):
 * - multiple_choice: `Answer` right, `Incorrect1`–`Incorrect3` wrong (one to three of them filled in);
 * - true_false: `Answer` "True" or "False", the right one; `Incorrect1` the other (the server writes it);
 * - type_answer: `Answer` the answer, `Choices` further answers also accepted;
 * - select_all: `Choices` two to six options, `Correct` the indexes of the right ones (at least one);
 * - poll: `Choices` two to six options, no right one;
 * - order: `Choices` three to six items, in the right order.
 */
export const cardTypes = ["multiple_choice", "true_false", "type_answer", "select_all", "poll", "order"] as const;
export type CardType = (typeof cardTypes)[number];

/** Each type's English name: in error texts, English report downloads and a deck file's Type column. */
export const cardTypeLabels: Record<CardType, string> = {
  multiple_choice: "Multiple choice",
  true_false: "True or false",
  type_answer: "Type the answer",
  select_all: "Select all that apply",
  poll: "Poll",
  order: "Put in order",
};

/** Per question: its points are the product's rule times this factor. */
export const cardPoints = ["standard", "double", "none"] as const;
export type CardPoints = (typeof cardPoints)[number];
export const pointsFactor: Record<CardPoints, number> = { standard: 1, double: 2, none: 0 };
export const cardPointsLabels: Record<CardPoints, string> = { standard: "Standard", double: "Double", none: "None" };

export const TRUE_FALSE_ANSWERS = ["True", "False"] as const;

/** The fewest and most `Choices` a card of the type plays with (type_answer: further accepted answers). */
export const choiceLimits: Record<CardType, { min: number; max: number }> = {
  multiple_choice: { min: 0, max: 0 },
  true_false: { min: 0, max: 0 },
  type_answer: { min: 0, max: 9 },
  select_all: { min: 2, max: 6 },
  poll: { min: 2, max: 6 },
  order: { min: 3, max: 6 },
};

/** The most choices any type shows: a shown index is below this. */
export const MAX_SHOWN_CHOICES = 6;

/** What decides whether a card can be played (the card record's fields). */
export interface CardContent {
  Type: CardType;
  Question: string;
  Answer: string;
  Incorrect1: string;
  Incorrect2: string;
  Incorrect3: string;
  Choices: string[];
  Correct: number[];
}

/** Something other than spaces, as SQL's btrim sees it (card_is_playable of migration 0020). */
const filled = (text: string) => /[^ ]/.test(text);

/** Why the card cannot be played or studied yet, or null when it can (an unfinished card may be saved). */
export function cardProblem(card: CardContent): string | null {
  if (!filled(card.Question)) return "Add a question";
  const choices = card.Choices.filter(filled);
  const { min } = choiceLimits[card.Type];
  switch (card.Type) {
    case "multiple_choice":
      if (!filled(card.Answer)) return "Add the right answer";
      if (![card.Incorrect1, card.Incorrect2, card.Incorrect3].some(filled)) return "Add at least one wrong answer";
      return null;
    case "true_false":
      return TRUE_FALSE_ANSWERS.some((answer) => answer === card.Answer) ? null : "Mark True or False as right";
    case "type_answer":
      return filled(card.Answer) ? null : "Add the answer";
    case "select_all":
      if (choices.length < min) return `Add at least ${min} choices`;
      return card.Correct.length > 0 ? null : "Mark at least one choice as right";
    case "poll":
      return choices.length < min ? `Add at least ${min} choices` : null;
    case "order":
      return choices.length < min ? `Add at least ${min} items` : null;
  }
}

/** A multiple-choice card's wrong answers that are filled in, in field order. */
export function wrongAnswersOf(card: Pick<CardContent, "Incorrect1" | "Incorrect2" | "Incorrect3">): string[] {
  return [card.Incorrect1, card.Incorrect2, card.Incorrect3].filter(filled);
}

/**
 * The card as it is stored: the fields its type does not use are emptied (a spec client reading a poll sees no
 * stale answers), a true-or-false card's wrong answer is the other one. Answers why the content cannot be stored,
 * or the content.
 */
export function settleCardContent(card: CardContent): CardContent | { error: string } {
  const { max } = choiceLimits[card.Type];
  if (card.Choices.length > max) {
    return {
      error: max === 0 ? `A ${cardTypeLabels[card.Type].toLowerCase()} card has no Choices` : tooMany(card.Type),
    };
  }
  const correct = [...new Set(card.Correct)].sort((a, b) => a - b);
  if (card.Type !== "select_all" && correct.length > 0)
    return { error: "Only a select-all card marks Correct choices" };
  if (correct.some((index) => index >= card.Choices.length)) return { error: "Correct must name choices of this card" };
  const none = { Incorrect1: "", Incorrect2: "", Incorrect3: "", Choices: [], Correct: [] };
  switch (card.Type) {
    case "multiple_choice":
      return { ...card, Choices: [], Correct: [] };
    case "true_false": {
      const right = TRUE_FALSE_ANSWERS.find((answer) => answer === card.Answer);
      if (!right) return { error: "Answer must be True or False" };
      return { ...card, ...none, Incorrect1: right === "True" ? "False" : "True" };
    }
    case "type_answer":
      return { ...card, ...none, Choices: card.Choices };
    default:
      return { ...card, ...none, Answer: "", Choices: card.Choices, Correct: correct };
  }
}

function tooMany(type: CardType): string {
  const { max } = choiceLimits[type];
  if (type === "type_answer") return `A type-the-answer card accepts at most ${max} more answers`;
  return `A ${cardTypeLabels[type].toLowerCase()} card has at most ${max} ${type === "order" ? "items" : "choices"}`;
}

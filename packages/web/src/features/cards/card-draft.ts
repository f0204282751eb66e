import { type CardContent, type CardType, choiceLimits, TRUE_FALSE_ANSWERS } from "@quizdeck/shared/card-types";
import { i18n } from "../../i18n/i18n";

export type TrueOrFalse = (typeof TRUE_FALSE_ANSWERS)[number];

/** One row of a choice list; `id` keeps a row's input and focus with it when rows move or go. */
export interface DraftChoice {
  id: number;
  text: string;
  right: boolean;
}

/**
 * A card's answers while they are typed, for every type at once: switching type shows the fields of the new one and
 * keeps the others, so switching back finds them as they were.
 * - `answer`: multiple choice and type the answer; `wrong`: multiple choice's Incorrect1–3;
 * - `truth`: true or false (null until one is picked); `accepted`: type the answer's "Also accept";
 * - `choices`: select all (with `right`), poll and put in order.
 */
export interface CardDraft {
  type: CardType;
  answer: string;
  wrong: [string, string, string];
  truth: TrueOrFalse | null;
  accepted: DraftChoice[];
  choices: DraftChoice[];
}

export type CardAnswers = Omit<CardContent, "Question">;

let nextChoiceId = 1;
export const draftChoice = (text = "", right = false): DraftChoice => ({ id: nextChoiceId++, text, right });

const padded = (rows: DraftChoice[], length: number) => [
  ...rows,
  ...Array.from({ length: Math.max(0, length - rows.length) }, () => draftChoice()),
];

/** A list type starts with the usual four rows (blank ones are left out when saved). */
const BLANK_ROWS = 4;
const blankRows = () => padded([], BLANK_ROWS);

const filled = (text: string) => text.trim() !== "";
const isTrueOrFalse = (text: string): text is TrueOrFalse => TRUE_FALSE_ANSWERS.some((answer) => answer === text);

export function blankDraft(type: CardType): CardDraft {
  return switchDraftType(
    { type: "multiple_choice", answer: "", wrong: ["", "", ""], truth: null, accepted: [], choices: [] },
    type,
  );
}

/** The draft of a stored card, shown as its own type. */
export function draftOfCard(card: CardAnswers): CardDraft {
  const base: CardDraft = {
    type: card.Type,
    answer: card.Answer,
    wrong: [card.Incorrect1, card.Incorrect2, card.Incorrect3],
    truth: isTrueOrFalse(card.Answer) ? card.Answer : null,
    accepted: [],
    choices: [],
  };
  switch (card.Type) {
    case "multiple_choice":
    case "true_false":
      return base;
    case "type_answer":
      return { ...base, accepted: card.Choices.map((text) => draftChoice(text)) };
    default: {
      const choices = card.Choices.map((text, index) => draftChoice(text, card.Correct.includes(index)));
      return { ...base, choices: choices.length > 0 ? padded(choices, choiceLimits[card.Type].min) : blankRows() };
    }
  }
}

/**
 * The draft as the new type: its fields as they were when they hold something, otherwise filled from the fields of
 * the type left, or kept from an earlier one (a multiple-choice card's answers become a poll's choices and back).
 * Wrong answers never become accepted ones.
 */
export function switchDraftType(draft: CardDraft, type: CardType): CardDraft {
  const next = { ...draft, type };
  const choices = draft.choices.filter((choice) => filled(choice.text));
  const listType = choiceLimits[type].min > 0;
  if ((type === "multiple_choice" || type === "type_answer") && !filled(draft.answer)) {
    const right = choices.find((choice) => choice.right) ?? choices[0];
    next.answer = right?.text ?? "";
  }
  if (type === "multiple_choice" && !draft.wrong.some(filled)) {
    const others = choices.filter((choice) => choice.text !== next.answer).map((choice) => choice.text);
    next.wrong = [others[0] ?? "", others[1] ?? "", others[2] ?? ""];
  }
  if (listType && choices.length === 0) {
    // The wrong answers stay in the draft through the types between (a type menu walked with the arrow keys).
    const fromAnswers = [draft.answer, ...draft.wrong].filter(filled);
    const rows = fromAnswers.map((text, index) => draftChoice(text, index === 0 && type === "select_all"));
    next.choices = padded(rows, BLANK_ROWS);
  }
  return next;
}

/** What the cards API stores for the draft's type: every field sent, so no field of the type left stays behind. */
export function answersOfDraft(draft: CardDraft): CardAnswers {
  const none = { Answer: "", Incorrect1: "", Incorrect2: "", Incorrect3: "", Choices: [], Correct: [] };
  const choices = draft.choices.filter((choice) => filled(choice.text));
  switch (draft.type) {
    case "multiple_choice": {
      const [Incorrect1, Incorrect2, Incorrect3] = draft.wrong;
      return { ...none, Type: draft.type, Answer: draft.answer, Incorrect1, Incorrect2, Incorrect3 };
    }
    case "true_false":
      return { ...none, Type: draft.type, Answer: draft.truth ?? "" };
    case "type_answer":
      return {
        ...none,
        Type: draft.type,
        Answer: draft.answer,
        Choices: draft.accepted.map((choice) => choice.text).filter(filled),
      };
    case "select_all":
      return {
        ...none,
        Type: draft.type,
        Choices: choices.map((choice) => choice.text),
        Correct: choices.flatMap((choice, index) => (choice.right ? [index] : [])),
      };
    default:
      return { ...none, Type: draft.type, Choices: choices.map((choice) => choice.text) };
  }
}

/** Why the server would refuse the draft: a true-or-false card is stored only with its right answer. */
export function unsavableDraftProblem(draft: CardDraft): string | null {
  return draft.type === "true_false" && draft.truth === null ? i18n._("cardProblem.trueOrFalse") : null;
}

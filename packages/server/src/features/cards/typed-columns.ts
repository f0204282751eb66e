import { CARD_TYPE_COLUMNS, FILE_CHOICE_COLUMNS } from "@quizdeck/shared/card-transfer";
import {
  type CardType,
  cardPoints,
  cardPointsLabels,
  cardTypeLabels,
  cardTypes,
  TRUE_FALSE_ANSWERS,
} from "@quizdeck/shared/card-types";
import type { CardRow } from "./card-record";

/**
 * Issue 30: a file's question-type columns (`CARD_TYPE_COLUMNS`), to and from the cards API's fields. A cell is
 * read as a person types it in a spreadsheet: a type or points by value or name in any case, a time limit in
 * seconds, `Correct` as choice numbers from 1.
 */
export type TypeCells = Partial<Record<(typeof CARD_TYPE_COLUMNS)[number], string>>;

/** The fields for the cards API's own checks (zod, settleCardContent); what is unreadable is passed as is. */
export interface TypeFields {
  Type?: CardType;
  Time_limit?: unknown;
  Points?: unknown;
  Choices: string[];
  Correct?: number[];
}

const choiceColumns = CARD_TYPE_COLUMNS.filter((column) => column.startsWith("Choice"));

/** "True or false", "true_false" and "TRUE-FALSE" alike. */
const nameKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

function byValueOrName<Value extends string>(values: readonly Value[], labels: Record<Value, string>, text: string) {
  const key = nameKey(text);
  return values.find((value) => nameKey(value) === key || nameKey(labels[value]) === key);
}

export function readTypeCells(cells: TypeCells): { fields: TypeFields; errors: string[] } {
  const errors: string[] = [];
  const fields: TypeFields = { Choices: choicesOf(cells) };
  const type = cells.Type?.trim() ?? "";
  if (type !== "") {
    fields.Type = byValueOrName(cardTypes, cardTypeLabels, type);
    if (fields.Type === undefined) {
      errors.push(`Type must be one of ${cardTypes.join(", ")}, or its name such as “True or false”`);
    }
  }
  const points = cells.Points?.trim() ?? "";
  if (points !== "") fields.Points = byValueOrName(cardPoints, cardPointsLabels, points) ?? points;
  const seconds = cells.Time_limit?.trim() ?? "";
  if (seconds !== "") {
    if (/^-?\d+(\.\d+)?$/.test(seconds)) fields.Time_limit = Number(seconds);
    else errors.push("Time_limit must be a number of seconds, or empty for the game's timer");
  }
  const correct = (cells.Correct ?? "").split(/[\s,;]+/).filter((number) => number !== "");
  if (correct.length > 0) {
    const numbers = correct.map(Number);
    if (numbers.every((number) => Number.isInteger(number) && number >= 1 && number <= FILE_CHOICE_COLUMNS)) {
      fields.Correct = numbers.map((number) => number - 1);
    } else {
      errors.push(`Correct must be the numbers of the right choices, 1 to ${FILE_CHOICE_COLUMNS}, such as “1 3”`);
    }
  }
  return { fields, errors };
}

/** The choice cells up to the last filled one: a blank one before it is the API's "A choice must not be blank". */
function choicesOf(cells: TypeCells): string[] {
  const choices = choiceColumns.map((column) => cells[column] ?? "");
  while (choices.length > 0 && choices.at(-1)?.trim() === "") choices.pop();
  return choices;
}

/** A spreadsheet writes TRUE for True: a true-or-false card's answer is read in any case. */
export function trueFalseAnswer(type: CardType | undefined, answer: string): string {
  if (type !== "true_false") return answer;
  return TRUE_FALSE_ANSWERS.find((name) => name.toLowerCase() === answer.trim().toLowerCase()) ?? answer;
}

/** Whether the deck needs the question-type columns: without them each card reads as a plain multiple choice. */
export const needsTypeColumns = (cards: CardRow[]) =>
  cards.some((card) => card.type !== "multiple_choice" || card.timeLimit !== null || card.points !== "standard");

/** The card's cells under `CARD_TYPE_COLUMNS`. */
export function typeCellsOf(card: CardRow): string[] {
  const choices = choiceColumns.map((_, at) => card.choices[at] ?? "");
  const correct = card.correct.map((index) => index + 1).join(" ");
  return [card.type, card.timeLimit === null ? "" : String(card.timeLimit), card.points, ...choices, correct];
}

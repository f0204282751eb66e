import { shuffled } from "@quizdeck/game/shuffle";
import { cardTypeLabels, TRUE_FALSE_ANSWERS, wrongAnswersOf } from "@quizdeck/shared/card-types";
import type { StudyAnswer, StudyCard, StudyReviewBody } from "@quizdeck/shared/study";
import { matchTypedAnswer } from "@quizdeck/shared/typed-answer";
import { AppError } from "../../http/app-error";
import type { CardRow } from "../cards";

/**
 * Issue 30: how each studied type is asked, shown and judged. The answer of a type the server judges (type the
 * answer, select all, put in order) stays on the server until the user has answered or turned the flashcard over.
 */

export const pollNotStudied = "A poll is not studied: it has no right answer";

/** The answers a card offers to choose from, in the card's order (type the answer: none). */
function offeredOf(row: CardRow): string[] {
  switch (row.type) {
    case "multiple_choice":
      return [row.answer, ...wrongAnswersOf(toFields(row))];
    case "true_false":
      return [...TRUE_FALSE_ANSWERS];
    case "type_answer":
      return [];
    default:
      return row.choices;
  }
}

/** What the queue shows of the card's answers: its choices (shuffled but True, False), the right one if among them. */
export function askedOf(row: CardRow): Pick<StudyCard, "answer" | "choices"> {
  const offered = offeredOf(row);
  if (row.type === "true_false") return { answer: row.answer, choices: offered };
  return { answer: row.type === "multiple_choice" ? row.answer : null, choices: shuffled(offered, Math.random) };
}

/** The right answer as study mode shows it: a review's reply and a flashcard's back. */
export function rightAnswerOf(row: CardRow): StudyAnswer {
  switch (row.type) {
    case "select_all": {
      const right = row.correct.flatMap((index) => row.choices[index] ?? []);
      return { card_id: row.id, answer: right.join(", "), right_choices: right };
    }
    case "order":
      return { card_id: row.id, answer: row.choices.join(" → "), right_choices: row.choices };
    default:
      return { card_id: row.id, answer: row.answer, right_choices: null };
  }
}

/** What a review sends instead of a rating, per type (the server judges it). */
const answeredWith = {
  multiple_choice: "choice",
  true_false: "choice",
  type_answer: "text",
  select_all: "choices",
  order: "choices",
} as const;

type Answered = Pick<StudyReviewBody, "choice" | "choices" | "text">;

/**
 * Whether the user's answer is right (select all: the exact set; put in order: the exact order; type the answer:
 * matchTypedAnswer against the answer and the further accepted ones), and the answer shown with the verdict: for
 * a typed answer that matched, the accepted answer it matched. A body that does not fit the card is a 400.
 */
export function judgeAnswer(row: CardRow, body: Answered): { correct: boolean; answer: string } {
  if (row.type === "poll") throw new AppError("bad_request", pollNotStudied);
  const field = answeredWith[row.type];
  const sent = body[field];
  if (sent === undefined) {
    throw new AppError("bad_request", `A "${cardTypeLabels[row.type]}" card is answered with ${field} or a rating`);
  }
  const { answer } = rightAnswerOf(row);
  if (typeof sent === "string") {
    if (field === "text") {
      const matched = matchTypedAnswer([row.answer, ...row.choices], sent);
      return { correct: matched !== null, answer: matched ?? answer };
    }
    if (!offeredOf(row).includes(sent)) throw notOneOf("answers");
    return { correct: sent === row.answer, answer };
  }
  return { correct: row.type === "order" ? isRightOrder(row, sent) : isRightSet(row, sent), answer };
}

function isRightSet(row: CardRow, picked: string[]): boolean {
  if (picked.some((choice) => !row.choices.includes(choice))) throw notOneOf("choices");
  const right = new Set(rightAnswerOf(row).right_choices);
  const chosen = new Set(picked);
  return chosen.size === right.size && [...chosen].every((choice) => right.has(choice));
}

function isRightOrder(row: CardRow, items: string[]): boolean {
  const sorted = (list: string[]) => [...list].sort().join("\n");
  if (items.length !== row.choices.length || sorted(items) !== sorted(row.choices)) {
    throw new AppError("bad_request", "Send every item of this card once, in your order");
  }
  return items.every((item, at) => item === row.choices[at]);
}

const notOneOf = (what: "answers" | "choices") => new AppError("bad_request", `That is not one of this card's ${what}`);

const toFields = (row: CardRow) => ({
  Incorrect1: row.incorrect1,
  Incorrect2: row.incorrect2,
  Incorrect3: row.incorrect3,
});

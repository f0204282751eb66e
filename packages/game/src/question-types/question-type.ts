/** What every question type says about playing one of its cards (issue 30): one module a type beside this one. */
import type { CheckAnswer, RevealedAnswer, TypedWord } from "@quizdeck/shared/socket-events";
import { GameRuleError, type PlayableCard } from "../game-state";

/** A player's answer, in the form of the question's type: one shown answer, several (or an order), or a text. */
export type PlayerAnswer = { choice: number } | { choices: number[] } | { text: string };

/** What the close of a question shows everyone. */
export interface Reveal extends RevealedAnswer {
  /** The right shown answer (multiple choice, true or false); -1 for the other types. */
  correctIndex: number;
  words?: TypedWord[];
}

export interface QuestionType {
  /** The card's answers or items in the card's own order: the shown order and the report index into them. */
  texts(card: PlayableCard): string[];
  /** Shown position → index into `texts`, for a new question. */
  shownOrder(card: PlayableCard, random: () => number): number[];
  /** Whether the question counts the answers per shown answer (the host's bars). */
  countsAnswers: boolean;
  /**
   * Whether the answer is right (null: a poll has no right answer). Refuses (GameRuleError) an answer not in this
   * type's form or naming answers that were not shown.
   */
  judge(card: PlayableCard, order: number[], answer: PlayerAnswer): boolean | null;
  /** The shown answers an answer counts for. */
  counted(answer: PlayerAnswer): number[];
  /** What the close shows; `typed` is what the players typed (type the answer). */
  reveal(card: PlayableCard, order: number[], typed: string[]): Reveal;
  /** The player's answer in the report's words, for a type whose answer is not one of the card's answers. */
  reportText?(card: PlayableCard, order: number[], answer: PlayerAnswer): string;
}

export const indexes = (length: number) => Array.from({ length }, (_, index) => index);

export const refuse = (message: string): never => {
  throw new GameRuleError("invalid_payload", message);
};

const notShown = "That is not one of the shown answers";

/** The one shown answer picked (multiple choice, true or false, a poll). */
export function pickedOne(answer: PlayerAnswer, shown: number): number {
  if (!("choice" in answer)) return refuse("This question takes one answer: send Answer_id");
  if (!Number.isInteger(answer.choice) || answer.choice < 0 || answer.choice >= shown) return refuse(notShown);
  return answer.choice;
}

/** Shown answers, each once (select all; put in order). */
export function pickedMany(answer: PlayerAnswer, shown: number, expected: string): number[] {
  if (!("choices" in answer)) return refuse(`This question takes ${expected}: send Answer_ids`);
  const { choices } = answer;
  if (choices.some((index) => !Number.isInteger(index) || index < 0 || index >= shown)) return refuse(notShown);
  if (new Set(choices).size !== choices.length) return refuse("Each answer can be sent once");
  return choices;
}

export const singlePick = (answer: PlayerAnswer) => ("choice" in answer ? [answer.choice] : []);

/** The answer as its player sent it, on the wire (`check_answer`): `Answer_id` -1 when it is not one pick. */
export function sentForm(answer: PlayerAnswer): Pick<CheckAnswer, "Answer_id" | "Answer_ids" | "Text"> {
  if ("choice" in answer) return { Answer_id: answer.choice };
  if ("choices" in answer) return { Answer_id: -1, Answer_ids: [...answer.choices] };
  return { Answer_id: -1, Text: answer.text };
}

/** Back from the wire form kept with the judged answer. */
export function givenAnswer(sent: Pick<CheckAnswer, "Answer_id" | "Answer_ids" | "Text">): PlayerAnswer {
  if (sent.Text !== undefined) return { text: sent.Text };
  if (sent.Answer_ids !== undefined) return { choices: sent.Answer_ids };
  return { choice: sent.Answer_id };
}

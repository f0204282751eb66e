/** What every question type says about playing one of its cards (issue 30): one module a type beside this one. */
import type { CheckAnswer, RevealedAnswer, TypedWord } from "@quizdeck/shared/socket-events";
import { GameRuleError, type JudgedAnswer, type PlayableCard } from "../game-state";

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

/** What judging an answer found: its place among the answers, whether it was right, and the points. */
export type Verdict = Pick<JudgedAnswer, "position" | "totalPos" | "correct" | "points" | "score">;

/**
 * The answer as its player sent it, in its wire form (`check_answer`: `Answer_id` -1 when it is not one pick), with
 * its verdict. Built field by field rather than by spreading the sent form: on Node 20 an object literal that adds
 * fields after a spread gets a hidden class of its own, which made each answer several times dearer to build and
 * to read (docs/benchmarks.md, 2026-12-03).
 */
export function judgedAnswer(answer: PlayerAnswer, verdict: Verdict): JudgedAnswer {
  const judged: JudgedAnswer = {
    Answer_id: "choice" in answer ? answer.choice : -1,
    position: verdict.position,
    totalPos: verdict.totalPos,
    correct: verdict.correct,
    points: verdict.points,
    score: verdict.score,
  };
  if ("choices" in answer) judged.Answer_ids = [...answer.choices];
  else if ("text" in answer) judged.Text = answer.text;
  return judged;
}

/** Back from the wire form kept with the judged answer. */
export function givenAnswer(sent: Pick<CheckAnswer, "Answer_id" | "Answer_ids" | "Text">): PlayerAnswer {
  if (sent.Text !== undefined) return { text: sent.Text };
  if (sent.Answer_ids !== undefined) return { choices: sent.Answer_ids };
  return { choice: sent.Answer_id };
}

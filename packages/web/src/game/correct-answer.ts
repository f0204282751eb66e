/** Issue 30: what a question's close reveals as its right answer, in words, for each question type. */
import type { CardType } from "@quizdeck/shared/card-types";
import type { RevealedAnswer } from "@quizdeck/shared/socket-events";
import { i18n } from "../i18n/i18n";

export interface CorrectAnswer {
  /** "Correct answer", "Correct answers" or "Correct order". */
  label: string;
  items: string[];
  /** The items are a sequence (put in order), read as a numbered list. */
  ordered: boolean;
}

export interface Revealed extends RevealedAnswer {
  /** The right shown answer of a single-answer question, else -1. */
  correctIndex: number;
}

function rightItems(type: CardType, answers: string[], revealed: Revealed): string[] {
  const shown = (indexes: number[]) => indexes.flatMap((index) => answers[index] ?? []);
  switch (type) {
    case "poll":
      return [];
    case "type_answer":
      return revealed.accepted ?? [];
    case "select_all":
    case "order":
      return shown(revealed.correctIndexes ?? []);
    default:
      return shown([revealed.correctIndex]);
  }
}

/** The right answer as the player saw the question (`answers` in their shown order); none for a poll. */
export function correctAnswerOf(type: CardType, answers: string[], revealed: Revealed): CorrectAnswer | null {
  const items = rightItems(type, answers, revealed);
  if (items.length === 0) return null;
  if (type === "order") return { label: i18n._("correct.order"), items, ordered: true };
  return { label: i18n._(items.length > 1 ? "correct.answers" : "correct.answer"), items, ordered: false };
}

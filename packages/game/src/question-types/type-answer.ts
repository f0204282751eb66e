import type { TypedWord } from "@quizdeck/shared/socket-events";
import { matchTypedAnswer, normalizeTypedAnswer } from "@quizdeck/shared/typed-answer";
import type { PlayableCard } from "../game-state";
import { type QuestionType, refuse } from "./question-type";

/** How many of the most typed answers the close shows. */
export const TYPED_WORDS_SHOWN = 20;

const acceptedOf = (card: PlayableCard) => [card.correct, ...(card.choices ?? [])];

/** What was typed, grouped by its normalised form, most typed first (the first typed first among equals). */
export function typedWords(accepted: readonly string[], typed: readonly string[]): TypedWord[] {
  const groups = new Map<string, TypedWord>();
  for (const text of typed) {
    const key = normalizeTypedAnswer(text);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { text: text.trim(), count: 1, accepted: matchTypedAnswer(accepted, text) });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count).slice(0, TYPED_WORDS_SHOWN);
}

/** No answers shown; a typed text is right when it matches an accepted answer (packages/shared typed-answer.ts). */
export const typeAnswer: QuestionType = {
  texts: acceptedOf,
  shownOrder: () => [],
  countsAnswers: false,
  judge: (card, _order, answer) => {
    if (!("text" in answer)) return refuse("This question takes a typed answer: send Text");
    if (normalizeTypedAnswer(answer.text) === "") return refuse("Type an answer");
    return matchTypedAnswer(acceptedOf(card), answer.text) !== null;
  },
  counted: () => [],
  reveal: (card, _order, typed) => ({
    correctIndex: -1,
    accepted: acceptedOf(card),
    words: typedWords(acceptedOf(card), typed),
  }),
  reportText: (_card, _order, answer) => ("text" in answer ? answer.text.trim() : ""),
};

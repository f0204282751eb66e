// Host texts are the app catalog's (issue 33).
import "../i18n/app-messages";
import type { CardRecord } from "@quizdeck/shared/records";
import { describe, expect, it } from "vitest";
import { deckSummary, isCompleteCard } from "./deck-summary";

const complete: CardRecord = {
  Card_id: 1,
  Deck_id: 1,
  Question: "Capital of France?",
  Answer: "Paris",
  Incorrect1: "Lyon",
  Incorrect2: "Nice",
  Incorrect3: "Lille",
  image: null,
  Image_alt: "",
  Type: "multiple_choice",
  Choices: [],
  Correct: [],
  Time_limit: null,
  Points: "standard",
};
const cards = (count: number, texts: Partial<CardRecord> = {}) =>
  Array.from({ length: count }, (_, n) => ({ ...complete, Card_id: n + 1, ...texts }));
const allNeeded = "Every card needs a question and its answers.";

describe("deck summary in the host setup (issue #11 item 9)", () => {
  it("a multiple-choice card is complete with a question, an answer and at least one incorrect answer", () => {
    expect(isCompleteCard(complete)).toBe(true);
    for (const field of ["Question", "Answer"] as const) {
      expect(isCompleteCard({ ...complete, [field]: "" }), field).toBe(false);
      // The server skips a text of spaces alone, as it skips an empty one.
      expect(isCompleteCard({ ...complete, [field]: "   " }), field).toBe(false);
    }
    expect(isCompleteCard({ ...complete, Incorrect2: "", Incorrect3: " " })).toBe(true);
    expect(isCompleteCard({ ...complete, Incorrect1: "", Incorrect2: "", Incorrect3: " " })).toBe(false);
  });

  it("a card of another type is complete by its own rule (issue 30)", () => {
    const blank = { ...complete, Answer: "", Incorrect1: "", Incorrect2: "", Incorrect3: "" };
    expect(isCompleteCard({ ...blank, Type: "true_false", Answer: "False", Incorrect1: "True" })).toBe(true);
    expect(isCompleteCard({ ...blank, Type: "true_false", Answer: "Yes" })).toBe(false);
    expect(isCompleteCard({ ...blank, Type: "type_answer", Answer: "Paris" })).toBe(true);
    expect(isCompleteCard({ ...blank, Type: "select_all", Choices: ["a", "b"], Correct: [1] })).toBe(true);
    expect(isCompleteCard({ ...blank, Type: "select_all", Choices: ["a", "b"], Correct: [] })).toBe(false);
    expect(isCompleteCard({ ...blank, Type: "poll", Choices: ["a"] })).toBe(false);
    expect(isCompleteCard({ ...blank, Type: "poll", Choices: ["a", "b"] })).toBe(true);
    expect(isCompleteCard({ ...blank, Type: "order", Choices: ["a", "b"] })).toBe(false);
    expect(isCompleteCard({ ...blank, Type: "order", Choices: ["a", "b", "c"] })).toBe(true);
  });

  it("counts the questions that will be played, in the singular for one", () => {
    expect(deckSummary(cards(12))).toEqual({ summary: "12 questions will be played.", warning: null });
    expect(deckSummary(cards(1))).toEqual({ summary: "1 question will be played.", warning: null });
  });

  it("warns when some cards are incomplete and will be skipped", () => {
    expect(deckSummary([...cards(3), ...cards(2, { Answer: "" })])).toEqual({
      summary: "3 questions will be played.",
      warning: `2 cards are incomplete and will be skipped. ${allNeeded}`,
    });
    expect(deckSummary([...cards(1), ...cards(1, { Question: "" })]).warning).toBe(
      `1 card is incomplete and will be skipped. ${allNeeded}`,
    );
  });

  it("a deck without a complete card says no game can be played from it", () => {
    const none = {
      summary: "No questions can be played.",
      warning: `This deck has no complete cards to play. ${allNeeded}`,
    };
    expect(deckSummary([])).toEqual(none);
    expect(deckSummary(cards(2, { Answer: "" }))).toEqual(none);
  });
});

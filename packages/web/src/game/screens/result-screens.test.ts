// The host's results are the app catalog's (issue 33).
import "../../i18n/app-messages";
import type { CardType } from "@quizdeck/shared/card-types";
import type { QuestionEnded, QuestionResult } from "@quizdeck/shared/socket-events";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCatalog } from "../../i18n/render-with-catalog";
import type { ShownCard } from "../screen-state";
import { AnswerDistributionScreen } from "./answer-distribution-screen";
import { QuestionResultScreen } from "./question-result-screen";

const card = (type: CardType, answers: string[]): ShownCard => ({
  question: "Which?",
  type,
  points: "standard",
  answers,
  image: null,
  imageAlt: "",
  index: 0,
  total: 6,
  deadline: 0,
  shownSeconds: 20,
});

const yourResult = (outcome: QuestionResult["outcome"], reveal: Partial<QuestionResult>): QuestionResult => ({
  CardIndex: 0,
  outcome,
  points: 0,
  score: 0,
  rank: 1,
  playerCount: 2,
  rankChange: null,
  correctIndex: -1,
  ...reveal,
});

const ended = (Type: CardType, reveal: Partial<QuestionEnded>): QuestionEnded => ({
  CardIndex: 0,
  Type,
  correctIndex: -1,
  counts: [],
  answered: 3,
  total: 4,
  Scores: [],
  ...reveal,
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const playerSees = (shown: ShownCard, result: QuestionResult) =>
  text(renderWithCatalog(createElement(QuestionResultScreen, { result, card: shown })));
const hostSees = (shown: ShownCard, result: QuestionEnded) =>
  renderWithCatalog(createElement(AnswerDistributionScreen, { result, card: shown }));

describe("a player's result, per type (issue 30)", () => {
  it("select all: the right choices as shown to this player", () => {
    const seen = playerSees(
      card("select_all", ["2", "3", "4", "5"]),
      yourResult("incorrect", { correctIndexes: [0, 1, 3] }),
    );
    expect(seen).toContain("Correct answers: 2, 3, 5");
  });

  it("put in order: the right order, numbered", () => {
    const html = renderWithCatalog(
      createElement(QuestionResultScreen, {
        result: yourResult("correct", { correctIndexes: [2, 0, 1] }),
        card: card("order", ["Larva", "Pupa", "Egg"]),
      }),
    );
    expect(html).toContain(
      '<ol class="correct-order" aria-labelledby="game-correct-order"><li>Egg</li><li>Larva</li><li>Pupa</li></ol>',
    );
  });

  it("type the answer: the accepted answers", () => {
    const seen = playerSees(card("type_answer", []), yourResult("incorrect", { accepted: ["Paris"] }));
    expect(seen).toContain("Correct answer: Paris");
  });

  it("poll: Answer counted, and no right answer", () => {
    const seen = playerSees(card("poll", ["Yes", "No"]), yourResult("answered", {}));
    expect(seen).toContain("Answer counted");
    expect(seen).not.toContain("Correct");
  });
});

describe("the host's results, per type (issue 30)", () => {
  it("select all: a bar per choice, each right one marked", () => {
    const html = hostSees(
      card("select_all", ["2", "3", "4"]),
      ended("select_all", { counts: [3, 1, 2], correctIndexes: [0, 1] }),
    );
    expect(html.match(/✓ Correct/g)).toHaveLength(2);
    expect(text(html)).toContain("Correct answers: 2, 3");
    expect(text(html)).toContain("4 2 (50%)");
  });

  it("poll: the bars, none marked, no right answer", () => {
    const html = hostSees(card("poll", ["Tea", "Coffee"]), ended("poll", { counts: [1, 2] }));
    expect(text(html)).toContain("Poll results");
    expect(text(html)).toContain("Coffee 2 (50%)");
    expect(html).not.toContain("Correct");
  });

  it("type the answer: the words typed, the accepted ones marked", () => {
    const words = [
      { text: "Paris", count: 2, accepted: "Paris" },
      { text: "Lyon", count: 1, accepted: null },
    ];
    const seen = text(hostSees(card("type_answer", []), ended("type_answer", { words, accepted: ["Paris"] })));
    expect(seen).toContain("Paris ✓ Accepted 2 (50%)");
    expect(seen).toContain("Lyon 1 (25%)");
  });

  it("put in order: the right order and, when the server counts them, how many got it right", () => {
    const result = ended("order", { correctIndexes: [1, 0, 2], correctCount: 2 });
    const seen = text(hostSees(card("order", ["B", "A", "C"]), result));
    expect(seen).toContain("Correct order: A B C");
    expect(seen).toContain("2 of 4 got it right");
    expect(seen).toContain("1 did not answer");
  });
});

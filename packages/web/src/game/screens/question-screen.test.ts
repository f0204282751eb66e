// The host's note on a type-the-answer question is the app catalog's (issue 33).
import "../../i18n/app-messages";
import type { CardPoints, CardType } from "@quizdeck/shared/card-types";
import type { ClientCard } from "@quizdeck/shared/socket-events";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCatalog } from "../../i18n/render-with-catalog";
import { gameReducer, initialGameView } from "../screen-state";
import AnswerForm from "./answer-forms";
import { moveItem } from "./order-answer";
import { QuestionScreen } from "./question-screen";

/** Issue 29 point 6: a player's question image is read as its description, or as the question without one. */
const questionImageAlt = (Image_alt: string | undefined) => {
  const Card = { Question: "Which river is this?", Answers: ["Nile", "Seine", "Po", "Tiber"], image: "/api/images/a" };
  const view = gameReducer(initialGameView("player", "1"), {
    type: "card",
    card: {
      Card: { ...Card, Image_alt, Type: "multiple_choice", Points: "standard" } as ClientCard,
      CardIndex: 0,
      totalCards: 1,
      deadline: 10_000,
      serverNow: 0,
    },
    now: 0,
  });
  if (!view.card) throw new Error("no card shown");
  const html = renderWithCatalog(createElement(QuestionScreen, { card: view.card, onAnswer: () => {} }));
  return html.match(/<img [^>]*alt="([^"]*)"/)?.[1];
};

describe("the question's image on a player's screen", () => {
  it("has the card's image description as its alt text", () => {
    expect(questionImageAlt("A felucca sailing past palm trees")).toBe("A felucca sailing past palm trees");
  });

  it("has the question as its alt text when the description is empty, or from a server that sends none", () => {
    expect(questionImageAlt("")).toBe("Which river is this?");
    expect(questionImageAlt(undefined)).toBe("Which river is this?");
  });
});

const shownCard = (Type: CardType, Answers: string[], Points: CardPoints = "standard") => {
  const view = gameReducer(initialGameView("player", "1"), {
    type: "card",
    card: {
      Card: { Question: "Which?", Answers, image: null, Image_alt: "", Type, Points },
      CardIndex: 0,
      totalCards: 6,
      deadline: 10_000,
      serverNow: 0,
    },
    now: 0,
  });
  if (!view.card) throw new Error("no card shown");
  return view.card;
};

const playerScreen = (...args: Parameters<typeof shownCard>) =>
  renderWithCatalog(createElement(QuestionScreen, { card: shownCard(...args), onAnswer: () => {} }));
/** The answer form of a type that is not one tap, which the question screen loads in a chunk of its own. */
const answerForm = (...args: Parameters<typeof shownCard>) =>
  renderWithCatalog(createElement(AnswerForm, { card: shownCard(...args), onAnswer: () => {} }));
const hostScreen = (...args: Parameters<typeof shownCard>) =>
  renderWithCatalog(createElement(QuestionScreen, { card: shownCard(...args) }));
const buttons = (html: string) => [...html.matchAll(/<button [^>]*>/g)].map((match) => match[0]);

describe("a player's question, per type (issue 30)", () => {
  it("multiple choice with three answers: three tiles, keys 1 to 3", () => {
    const html = playerScreen("multiple_choice", ["Nile", "Seine", "Po"]);
    expect(buttons(html)).toHaveLength(3);
    expect(html).toContain("press 1, 2 or 3.");
    expect(html).not.toContain("Multiple choice");
  });

  it("true or false: two big buttons", () => {
    const html = playerScreen("true_false", ["True", "False"]);
    expect(buttons(html)).toHaveLength(2);
    expect(html).toContain("answer-grid-pair");
    expect(html).toContain("Question 1 of 6 · True or false");
  });

  it("type the answer: a labelled text field of at most 200 characters, Submit off while it is empty", () => {
    const html = answerForm("type_answer", []);
    expect(html).toMatch(
      /<label for="game-typed-answer">Your answer<\/label><input id="game-typed-answer"[^>]*maxLength="200"/,
    );
    expect(buttons(html)).toEqual([expect.stringMatching(/type="submit".*disabled/)]);
  });

  it("select all: the rule said, toggles not pressed, Submit off until one is picked", () => {
    const html = answerForm("select_all", ["2", "3", "4", "5", "6", "7"]);
    expect(html).toContain("Select all that apply</strong>, then Submit");
    const toggles = buttons(html).filter((button) => button.includes("aria-pressed"));
    expect(toggles).toHaveLength(6);
    expect(toggles.every((button) => button.includes('aria-pressed="false"'))).toBe(true);
    expect(buttons(html).at(-1)).toMatch(/game-submit.*disabled/);
  });

  it("put in order: each item moves up and down by name; the ends' moves are marked unavailable", () => {
    const html = answerForm("order", ["Egg", "Larva", "Pupa"]);
    const labels = buttons(html).map((button) => button.match(/aria-label="([^"]*)"/)?.[1]);
    expect(labels).toEqual([
      "Move Egg up",
      "Move Egg down",
      "Move Larva up",
      "Move Larva down",
      "Move Pupa up",
      "Move Pupa down",
      undefined,
    ]);
    expect(buttons(html)[0]).toContain('aria-disabled="true"');
    expect(buttons(html)[5]).toContain('aria-disabled="true"');
    expect(buttons(html)[6]).toContain(">");
  });

  it("a poll of six: six tiles, keys 1 to 6", () => {
    const html = playerScreen("poll", ["a", "b", "c", "d", "e", "f"]);
    expect(buttons(html)).toHaveLength(6);
    expect(html).toContain("press 1 to 6.");
  });

  it("says double and no points, and nothing for standard points", () => {
    expect(playerScreen("poll", ["Yes", "No"], "double")).toContain("Double points");
    expect(playerScreen("multiple_choice", ["a", "b"], "none")).toContain("No points");
    expect(playerScreen("multiple_choice", ["a", "b"])).not.toContain("points</span>");
  });
});

describe("the host's question, per type (issue 30)", () => {
  it("shows the tiles to look at, and for type the answer that players type", () => {
    expect(buttons(hostScreen("order", ["Egg", "Larva", "Pupa"]))).toEqual([]);
    expect(hostScreen("order", ["Egg", "Larva", "Pupa"])).toContain("Larva");
    expect(hostScreen("type_answer", [])).toContain("Players type their answer");
  });
});

describe("moving an item of a put-in-order answer", () => {
  it("swaps it with its neighbour, and leaves the list as it is at either end", () => {
    expect(moveItem([0, 1, 2], 2, -1)).toEqual([0, 2, 1]);
    expect(moveItem([0, 1, 2], 0, 1)).toEqual([1, 0, 2]);
    const order = [0, 1, 2];
    expect(moveItem(order, 0, -1)).toBe(order);
    expect(moveItem(order, 2, 1)).toBe(order);
  });
});

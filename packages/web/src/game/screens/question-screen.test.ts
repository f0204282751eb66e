import type { ClientCard } from "@quizdeck/shared/socket-events";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameReducer, initialGameView } from "../screen-state";
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
  const html = renderToStaticMarkup(createElement(QuestionScreen, { card: view.card, onAnswer: () => {} }));
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

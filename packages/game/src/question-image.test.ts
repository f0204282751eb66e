import { describe, expect, it } from "vitest";
import { advanceClock, COUNTDOWN_MS, cardForClient, startGame } from "./engine";
import { at, card, HOST, lobbyWith } from "./test-game";

/** Issue 29 point 6: the question's image travels with its description, and nothing of the answers with it. */
describe("the question's image description", () => {
  const firstQuestion = (imageAlt?: string) => {
    const state = lobbyWith(["p1"]);
    startGame(state, HOST, [{ ...card(1), image: "/api/images/a", imageAlt }, card(2), card(3)], at(0));
    advanceClock(state, at(COUNTDOWN_MS));
    return cardForClient(state, COUNTDOWN_MS)?.Card;
  };

  it("is sent with the question, beside the image", () => {
    expect(firstQuestion("A map of France")).toEqual({
      Question: "Q1",
      Answers: expect.any(Array),
      image: "/api/images/a",
      Image_alt: "A map of France",
      Type: "multiple_choice",
      Points: "standard",
    });
  });

  it('is "" for a card without one, and for a card from a log written before descriptions existed', () => {
    expect(firstQuestion("")?.Image_alt).toBe("");
    expect(firstQuestion(undefined)?.Image_alt).toBe("");
  });
});

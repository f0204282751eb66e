import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app);
});
afterAll(() => t.close());

async function createDeck(): Promise<DeckRecord> {
  return (await as(t.app, ada).post("/api/decks", { Title: "Types" })).json();
}

async function createCard(deckId: number, body: object): Promise<CardRecord> {
  const response = await as(t.app, ada).post(`/api/cards/${deckId}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const noTexts = { Answer: "", Incorrect1: "", Incorrect2: "", Incorrect3: "" };

describe("question types on the cards API (issue 30)", () => {
  it("stores each type with the fields it uses, and empties the ones it does not", async () => {
    const deck = await createDeck();
    const id = deck.deck_id;
    const trueFalse = await createCard(id, { Type: "true_false", Question: "The sun is a star", Answer: "True" });
    expect(trueFalse).toMatchObject({ Type: "true_false", Answer: "True", Incorrect1: "False", Choices: [] });
    const typed = await createCard(id, {
      Type: "type_answer",
      Question: "Capital of France?",
      Answer: "Paris",
      Incorrect1: "stale",
      Choices: ["Paname"],
    });
    expect(typed).toMatchObject({ Type: "type_answer", Answer: "Paris", Incorrect1: "", Choices: ["Paname"] });
    const selectAll = await createCard(id, {
      Type: "select_all",
      Question: "Primes?",
      Answer: "stale",
      Choices: ["2", "4", "5", "9"],
      Correct: [2, 0, 2],
    });
    expect(selectAll).toMatchObject({ Type: "select_all", ...noTexts, Choices: ["2", "4", "5", "9"], Correct: [0, 2] });
    const poll = await createCard(id, { Type: "poll", Question: "Best fruit?", Choices: ["Apple", "Pear"] });
    expect(poll).toMatchObject({ Type: "poll", ...noTexts, Choices: ["Apple", "Pear"], Correct: [] });
    const order = await createCard(id, {
      Type: "order",
      Question: "Smallest first",
      Choices: ["1", "2", "3"],
      Time_limit: 45,
      Points: "double",
    });
    expect(order).toMatchObject({ Type: "order", Choices: ["1", "2", "3"], Time_limit: 45, Points: "double" });

    // Read back as written, after the spec's multiple-choice fields.
    const listed: CardRecord[] = (await as(t.app, ada).get(`/api/cards/${id}`)).json();
    expect(listed).toEqual([trueFalse, typed, selectAll, poll, order]);
  });

  it("keeps a multiple-choice card's shape as the spec gives it, with two to four choices", async () => {
    const deck = await createDeck();
    const card = await createCard(deck.deck_id, { Question: "2+2?", Answer: "4", Incorrect1: "5" });
    expect(card).toEqual({
      Card_id: card.Card_id,
      Deck_id: deck.deck_id,
      Question: "2+2?",
      Answer: "4",
      Incorrect1: "5",
      Incorrect2: "",
      Incorrect3: "",
      image: null,
      Image_alt: "",
      Type: "multiple_choice",
      Choices: [],
      Correct: [],
      Time_limit: null,
      Points: "standard",
    });
  });

  it.each([
    [{ Type: "true_false", Answer: "Yes" }, "Answer must be True or False"],
    [{ Type: "true_false" }, "Answer must be True or False"],
    [{ Type: "select_all", Choices: ["a", "b"], Correct: [2] }, "Correct must name choices of this card"],
    [{ Type: "poll", Choices: ["a", "b"], Correct: [0] }, "Only a select-all card marks Correct choices"],
    [{ Type: "poll", Choices: ["1", "2", "3", "4", "5", "6", "7"] }, "A poll card has at most 6 choices"],
    [{ Type: "order", Choices: ["1", "2", "3", "4", "5", "6", "7"] }, "A put in order card has at most 6 items"],
    [{ Choices: ["a"] }, "A multiple choice card has no Choices"],
    [{ Type: "poll", Choices: ["a", "  "] }, "A choice must not be blank"],
    [{ Type: "quiz" }, "Type must be one of"],
    [{ Time_limit: 0 }, "Time_limit must be 1 to 220 seconds"],
    [{ Time_limit: 2.5 }, "Time_limit must be whole seconds"],
    [{ Points: "triple" }, "Points must be one of standard, double, none"],
  ])("refuses %j with 400 and writes nothing", async (body, error) => {
    const deck = await createDeck();
    const response = await as(t.app, ada).post(`/api/cards/${deck.deck_id}`, { Question: "Q", ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(error);
    expect((await as(t.app, ada).get(`/api/cards/${deck.deck_id}`)).json()).toEqual([]);
  });

  it("changes a card's type with what the new type needs, and keeps it through a partial update", async () => {
    const deck = await createDeck();
    const card = await createCard(deck.deck_id, { Question: "Q", Answer: "A", Incorrect1: "B", Incorrect2: "C" });
    const put = (body: object) => as(t.app, ada).put(`/api/cards/${card.Card_id}`, body);

    const refused = await put({ Type: "true_false" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Answer must be True or False");

    const poll = await put({ Type: "poll", Choices: ["A", "B", "C"] });
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toMatchObject({ Type: "poll", ...noTexts, Choices: ["A", "B", "C"] });

    const renamed = await put({ Question: "Q2", Points: "none" });
    expect(renamed.json()).toMatchObject({ Type: "poll", Question: "Q2", Choices: ["A", "B", "C"], Points: "none" });

    const back = await put({ Type: "multiple_choice", Answer: "A", Incorrect1: "B" });
    expect(back.json()).toMatchObject({ Type: "multiple_choice", Answer: "A", Incorrect1: "B", Choices: [] });

    const timed = await put({ Time_limit: 20 });
    expect(timed.json().Time_limit).toBe(20);
    const untimed = await put({ Time_limit: null });
    expect(untimed.json().Time_limit).toBeNull();
  });
});

import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  newUser,
  routeNow,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { DecksPage } from "./pages/decks-page";

const e2e = setUpE2e();

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function deckOf(page: Page, Title: string) {
  const user = await newUser(page);
  return apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });
}

/** A phone on the editor of a new deck's multiple-choice card: Capital of France? Paris, not Lyon or Nice. */
async function openCapitalOfFrance(title: string) {
  const page = await e2e.newPage(TALL_PHONE);
  const deck = await deckOf(page, title);
  const card = await apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, {
    Question: "Capital of France?",
    Answer: "Paris",
    Incorrect1: "Lyon",
    Incorrect2: "Nice",
  });
  await page.goto(`/cards/${card.Card_id}`);
  return { page, card };
}

/** The open deck's Add Card: a blank card in the editor, whose question is typed and saved. */
async function addCardInEditor(page: Page, deck: DeckRecord, question: string) {
  const decks = new DecksPage(page);
  await decks.goto(`?deck=${deck.deck_id}`);
  await decks.addCard.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cards\/\d+$/);
  expect(await visibleText(page.locator(".card-incomplete"))).toBe("Incomplete Add a question.");
  await page.getByRole("button", { name: "Edit Question", exact: true }).click();
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Edit Question", exact: true }).waitFor();
}

async function saveAnswers(page: Page) {
  await page.getByRole("button", { name: "Save answers" }).click();
  expect(await visibleText(page.getByRole("status").filter({ hasText: "Answers saved." }))).toBe("Answers saved.");
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillRows(page: Page, rowLabel: string, texts: string[]) {
  for (const [index, text] of texts.entries()) await field(page, `${rowLabel} ${index + 1}`).fill(text);
}

const rowTexts = (page: Page, rowLabel: string) =>
  page
    .locator(".choice-list-row input:not([type])")
    .evaluateAll(
      (inputs, label) =>
        (inputs as HTMLInputElement[])
          .filter((input) => input.labels?.[0]?.textContent?.startsWith(label))
          .map((input) => input.value),
      rowLabel,
    );

describe("Question types in the editor and Quick add (issue 30)", () => {
  test("at 390×844, a deck gets one card of each type through Quick add and the editor; all read back", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const deck = await deckOf(page, "Every type");
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    const quickAdd = page.getByRole("region", { name: "Quick add" });
    const type = quickAdd.getByLabel("Type", { exact: true });
    const question = quickAdd.getByLabel("Question", { exact: true });
    await question.waitFor();
    expect(await type.inputValue()).toBe("multiple_choice");

    // Multiple choice, typed as before.
    await question.focus();
    await page.keyboard.type("Capital of France?");
    for (const text of ["Paris", "Lyon"]) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(text);
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => decks.cards.count()).toBe(1);
    await expect.poll(() => isFocused(question)).toBe(true);

    // True or false: the type is one Shift+Tab back; the right answer is picked with the arrow keys; Enter adds.
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(type)).toBe(true);
    await type.selectOption("true_false");
    await question.focus();
    await page.keyboard.type("The Sun is a planet");
    await page.keyboard.press("Enter");
    expect(await visibleText(quickAdd.getByRole("alert"))).toBe("Mark True or False as right");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    expect(await quickAdd.getByRole("radio", { name: "False" }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-quick-add-true-false");
    await page.keyboard.press("Enter");
    await expect.poll(() => decks.cards.count()).toBe(2);
    // The type stays for the next card.
    expect(await type.inputValue()).toBe("true_false");
    // The form empties once the add has answered, which may be a render after the list shows the new card.
    await expect.poll(() => quickAdd.getByRole("radio", { name: "False" }).isChecked()).toBe(false);

    // Type the answer, with one more accepted answer.
    await type.selectOption("type_answer");
    await question.fill("The capital of Italy");
    await quickAdd.getByLabel("Answer", { exact: true }).fill("Rome");
    await quickAdd.getByRole("button", { name: "Add an accepted answer" }).click();
    const accepted = quickAdd.getByLabel("Also accept 1", { exact: true });
    await expect.poll(() => isFocused(accepted)).toBe(true);
    await page.keyboard.type("Roma");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-quick-add-type-answer");
    await page.keyboard.press("Enter");
    await expect.poll(() => decks.cards.count()).toBe(3);
    await expect.poll(() => visibleText(quickAdd.getByRole("status"))).toBe("3 cards added. Type the next one.");

    // Select all in the editor, with its time limit and points.
    await addCardInEditor(page, deck, "Which are prime?");
    await field(page, "Question type").selectOption("select_all");
    expect(await visibleText(page.locator(".card-type-unsaved"))).toContain("“Select all that apply”");
    await fillRows(page, "Choice", ["2", "4", "5", "9"]);
    await page.getByRole("checkbox", { name: "Right (Choice 1)" }).check();
    await page.getByRole("checkbox", { name: "Right (Choice 3)" }).check();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-editor-select-all");
    await saveAnswers(page);
    expect(await page.locator(".card-incomplete").count()).toBe(0);
    await page.getByRole("button", { name: "Edit Time limit", exact: true }).click();
    await field(page, "Time limit").fill("500");
    await page.keyboard.press("Enter");
    expect(await visibleText(page.getByRole("alert"))).toBe(
      "Whole seconds from 1 to 220, or blank for the game's timer",
    );
    await field(page, "Time limit").fill("45");
    await page.keyboard.press("Enter");
    expect(await visibleText(page.getByText("45 seconds"))).toBe("45 seconds");
    await field(page, "Points").selectOption("double");
    await expect
      .poll(async () => (await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`))[3]?.Points)
      .toBe("double");

    // Poll in the editor: two rows fewer; a refusal from the server is shown, then the save goes through.
    await addCardInEditor(page, deck, "Best fruit?");
    await field(page, "Question type").selectOption("poll");
    await fillRows(page, "Choice", ["Apple", "Pear"]);
    await page.getByRole("button", { name: "Remove Choice 4" }).click();
    await page.getByRole("button", { name: "Remove Choice 3" }).click();
    await expect.poll(() => isFocused(field(page, "Choice 2"))).toBe(true);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await routeNow(page, "**/api/cards/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 400, json: { error: "A poll card has at most 6 choices" } })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save answers" }).click();
    expect(await visibleText(page.getByRole("alert"))).toBe("A poll card has at most 6 choices");
    await page.unroute("**/api/cards/*");
    await saveAnswers(page);

    // Put in order: typed out of order, then moved.
    await addCardInEditor(page, deck, "Smallest first");
    await field(page, "Question type").selectOption("order");
    await fillRows(page, "Item", ["Three", "One", "Two"]);
    await page.getByRole("button", { name: "Remove Item 4" }).click();
    const down = page.getByRole("button", { name: "Move Item 1 down" });
    await down.click();
    await page.getByRole("button", { name: "Move Item 2 down" }).click();
    expect(await rowTexts(page, "Item")).toEqual(["One", "Two", "Three"]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-editor-order");
    await saveAnswers(page);

    // After a reload, the deck lists each card's type and answers; the API has stored each as its type.
    await decks.goto(`?deck=${deck.deck_id}`);
    await page.reload();
    await decks.cards.first().waitFor();
    expect(await decks.cards.allTextContents()).toEqual([
      "Multiple choiceCapital of France?Paris",
      "True or falseThe Sun is a planetFalse",
      "Type the answerThe capital of ItalyRome / Roma",
      "Select all that applyWhich are prime?2, 5",
      "PollBest fruit?Apple · Pear",
      "Put in orderSmallest first1. One 2. Two 3. Three",
    ]);
    expect(await page.locator(".deck-cards-warning").count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-deck");

    const stored = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    const unused = { Answer: "", Incorrect1: "", Choices: [], Correct: [], Time_limit: null, Points: "standard" };
    expect(stored).toMatchObject([
      { ...unused, Type: "multiple_choice", Question: "Capital of France?", Answer: "Paris", Incorrect1: "Lyon" },
      { ...unused, Type: "true_false", Question: "The Sun is a planet", Answer: "False", Incorrect1: "True" },
      { ...unused, Type: "type_answer", Question: "The capital of Italy", Answer: "Rome", Choices: ["Roma"] },
      {
        ...unused,
        Type: "select_all",
        Question: "Which are prime?",
        Choices: ["2", "4", "5", "9"],
        Correct: [0, 2],
        Time_limit: 45,
        Points: "double",
      },
      { ...unused, Type: "poll", Question: "Best fruit?", Choices: ["Apple", "Pear"] },
      { ...unused, Type: "order", Question: "Smallest first", Choices: ["One", "Two", "Three"] },
    ]);

    // The editor reads them back: true or false's pick, select all's ticks.
    await decks.cards.nth(1).click();
    await expectPath(page, `/cards/${stored[1]?.Card_id}`);
    await page.getByRole("radio", { name: "False" }).waitFor();
    expect(await page.getByRole("radio", { name: "False" }).isChecked()).toBe(true);
    await page.goBack();
    await decks.cards.nth(3).click();
    await expectPath(page, `/cards/${stored[3]?.Card_id}`);
    await field(page, "Choice 1").waitFor();
    expect(await rowTexts(page, "Choice")).toEqual(["2", "4", "5", "9"]);
    expect(await page.getByRole("checkbox", { name: "Right (Choice 3)" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Right (Choice 2)" }).isChecked()).toBe(false);
    expect(await visibleText(page.getByText("45 seconds"))).toBe("45 seconds");
    expect(await field(page, "Points").inputValue()).toBe("double");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-editor-select-all-saved");
  });

  test("switching type keeps the question and what the new type can use; Undo changes goes back", async () => {
    const { page, card } = await openCapitalOfFrance("Switching");
    const typeSelect = field(page, "Question type");
    await typeSelect.selectOption("poll");
    expect(await rowTexts(page, "Choice")).toEqual(["Paris", "Lyon", "Nice", ""]);
    await field(page, "Choice 3").fill("Marseille");
    await typeSelect.selectOption("type_answer");
    expect(await field(page, "Answer").inputValue()).toBe("Paris");
    expect(await rowTexts(page, "Also accept")).toEqual([]);
    await typeSelect.selectOption("poll");
    expect(await rowTexts(page, "Choice")).toEqual(["Paris", "Lyon", "Marseille", ""]);
    await page.getByRole("button", { name: "Undo changes" }).click();
    expect(await typeSelect.inputValue()).toBe("multiple_choice");
    // Undo changes went with the changes: the focus is on the type, where changing starts again.
    await expect.poll(() => isFocused(typeSelect)).toBe(true);
    await page.getByRole("button", { name: "Edit Incorrect 2", exact: true }).waitFor();

    await typeSelect.selectOption("poll");
    await saveAnswers(page);
    await typeSelect.selectOption("multiple_choice");
    expect(await field(page, "Answer").inputValue()).toBe("Paris");
    expect(await field(page, "Incorrect 1").inputValue()).toBe("Lyon");
    await saveAnswers(page);
    const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
    expect(saved).toMatchObject({
      Type: "multiple_choice",
      Question: "Capital of France?",
      Answer: "Paris",
      Incorrect1: "Lyon",
      Incorrect2: "Nice",
    });
    expect(await visibleText(page.locator(".inline-field", { hasText: "Incorrect 2" }).locator("p"))).toBe("Nice");
  });

  test("the type menu walked with the arrow keys to Poll keeps every answer as a choice", async () => {
    const { page, card } = await openCapitalOfFrance("Arrow keys");
    const typeSelect = field(page, "Question type");
    await typeSelect.focus();
    // Each arrow is a change of its own: True or false, Type the answer and Select all that apply come first.
    const steps = ["true_false", "type_answer", "select_all", "poll"];
    for (const type of steps) {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => typeSelect.inputValue()).toBe(type);
    }
    expect(await rowTexts(page, "Choice")).toEqual(["Paris", "Lyon", "Nice", ""]);
    await saveAnswers(page);
    const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
    expect(saved).toMatchObject({ Type: "poll", Choices: ["Paris", "Lyon", "Nice"] });
  });

  test("someone else's poll reads as its type, choices, time limit and points, with nothing to change", async () => {
    const authorPage = await e2e.newPage(TALL_PHONE);
    const deck = await deckOf(authorPage, "Fruit");
    const card = await apiAs<CardRecord>(authorPage, "POST", `/api/cards/${deck.deck_id}`, {
      Type: "poll",
      Question: "Best fruit?",
      Choices: ["Apple", "Pear"],
      Time_limit: 20,
      Points: "none",
    });
    const page = await e2e.newPage(TALL_PHONE);
    await newUser(page);
    await page.goto(`/cards/${card.Card_id}`);
    expect(await visibleText(page.locator(".card-type-readonly"))).toBe("Question type Poll");
    expect(await visibleText(page.locator(".card-field", { hasText: "Choices" }).locator("p"))).toBe("Apple · Pear");
    expect(await visibleText(page.getByText("20 seconds"))).toBe("20 seconds");
    expect(await visibleText(page.locator(".card-field", { hasText: "Points" }).locator("p"))).toBe("None");
    expect(await page.getByRole("combobox").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^(Edit|Save)/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-editor-readonly");
  });

  test("at 1280×800, Quick add makes a select-all card: Enter on a Right tick adds it, and the ticks start again", async () => {
    const page = await e2e.newPage(DESKTOP);
    const deck = await deckOf(page, "Primes");
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    const quickAdd = page.getByRole("region", { name: "Quick add" });
    await quickAdd.getByLabel("Type", { exact: true }).selectOption("select_all");
    await quickAdd.getByLabel("Question", { exact: true }).fill("Which are prime?");
    await fillRows(page, "Choice", ["2", "3", "4"]);
    const rightThree = quickAdd.getByRole("checkbox", { name: "Right (Choice 2)" });
    await quickAdd.getByRole("checkbox", { name: "Right (Choice 1)" }).check();
    await rightThree.focus();
    await page.keyboard.press("Space");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "types-quick-add-select-all");
    await page.keyboard.press("Enter");
    await expect.poll(() => decks.cards.count()).toBe(1);
    expect(await decks.cards.allTextContents()).toEqual(["Select all that applyWhich are prime?2, 3"]);
    // The form empties once the add has answered, which may be a render after the list shows the new card.
    await expect.poll(() => rightThree.isChecked()).toBe(false);
    await expect.poll(() => rowTexts(page, "Choice")).toEqual(["", "", "", ""]);
    const [stored] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    expect(stored).toMatchObject({ Type: "select_all", Choices: ["2", "3", "4"], Correct: [0, 1] });
  });
});

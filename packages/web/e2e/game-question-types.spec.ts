import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { checkScreen, DESKTOP, newUser, setUpE2e, TALL_PHONE, visibleText } from "./harness";
import { botPlayer } from "./pages/bot-players";
import { type CardBody, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** One card of every type, played in this order (the game does not shuffle the deck). */
const mixed: CardBody[] = [
  { Question: "Largest planet?", Answer: "Jupiter", Incorrect1: "Mars", Incorrect2: "Venus", Points: "double" },
  { Type: "true_false", Question: "The sun is a star.", Answer: "True" },
  { Type: "type_answer", Question: "Capital of France?", Answer: "Paris", Choices: ["Paname"] },
  { Type: "select_all", Question: "Which are prime?", Choices: ["2", "4", "5", "9"], Correct: [0, 2] },
  { Type: "poll", Question: "Best fruit?", Choices: ["Apple", "Pear", "Plum", "Fig", "Kiwi", "Lime"], Points: "none" },
  { Type: "order", Question: "Smallest first", Choices: ["One", "Two", "Three", "Four"] },
];

const oneLine = async (page: Page, selector: string) => {
  const element = page.locator(selector);
  await element.waitFor(LONG);
  return ((await element.textContent()) ?? "").replace(/\s+/g, " ").trim();
};

/** The player's own result of the question just closed, as one line. */
const playerResult = (page: Page) => oneLine(page, ".game-question-result");

/** The host's results chart's rows, each as one line without the answer's shape. */
async function hostRows(page: Page, list: "Answers chosen" | "Answers typed"): Promise<string[]> {
  const rows = page.getByRole("list", { name: list }).getByRole("listitem");
  await rows.first().waitFor(LONG);
  return (await rows.allTextContents()).map((row) =>
    row
      .replace(/[▲◆●■★⬢]/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("a game of every question type (issue 30)", () => {
  test("a phone player answers each type, has it locked in and sees its right answer; the host shows each question and its chart", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    await newUser(annPage);
    await deckWithCards(hostPage, "Every Type", mixed);

    const setup = new HostStartPage(hostPage);
    await setup.goto();
    expect(await visibleText(hostPage.getByText("Select all that apply: full points only for exactly"))).toBeTruthy();
    await setup.timerNumber.fill("60");
    await checkScreen(hostPage, "types-0-host-setup");
    const code = await setup.createGame("Every Type");
    // A player who never answers keeps each question open after Ann's answer, until the host's Next closes it.
    const silent = await botPlayer(e2e.baseUrl, code, () => "");
    const join = new JoinPage(annPage);
    await join.goto();
    await join.join(code);
    await setup.startButton.waitFor(LONG);
    await expect.poll(() => setup.players.count(), LONG).toBe(2);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const ann = new GameScreen(annPage);
    const progress = (page: Page) => oneLine(page, ".game-progress");
    /** Ann's answer is locked in, whatever its form; the host's Next closes the question. */
    const lockedInThenClose = async () => {
      await ann.waitForHeading("Answer Submitted");
      expect(await visibleText(annPage.getByText("Answer locked in"))).toBeTruthy();
      await host.nextButton.click();
    };
    const nextQuestion = async (question: string) => {
      await host.nextButton.click();
      await host.waitForHeading("Leaderboard");
      await host.nextButton.click();
      await ann.waitForQuestion(question);
      await host.waitForQuestion(question);
    };

    // Multiple choice with three answers, double points: three tiles, keys 1 to 3.
    await ann.waitForQuestion("Largest planet?");
    await host.waitForQuestion("Largest planet?");
    expect(await progress(annPage)).toBe("Question 1 of 6 Double points");
    expect((await ann.answers()).sort()).toEqual(["Jupiter", "Mars", "Venus"]);
    expect(await visibleText(annPage.getByText("Click an answer or press 1, 2 or 3."))).toBeTruthy();
    await checkScreen(annPage, "types-1-multiple-choice");
    await checkScreen(hostPage, "types-1-host-multiple-choice");
    await ann.answerByKey("Jupiter");
    await lockedInThenClose();
    await ann.waitForHeading(/^Correct$/);
    expect(await playerResult(annPage)).toContain("Correct answer: Jupiter");
    await host.waitForHeading(/^Results$/);
    const choiceRows = await hostRows(hostPage, "Answers chosen");
    expect(choiceRows).toHaveLength(3);
    expect(choiceRows.filter((row) => row.includes("✓ Correct"))).toEqual(["Jupiter ✓ Correct1 (50%)"]);

    // True or false: two big buttons.
    await nextQuestion("The sun is a star.");
    expect(await progress(annPage)).toBe("Question 2 of 6 · True or false");
    expect(await ann.answers()).toEqual(["True", "False"]);
    await checkScreen(annPage, "types-2-true-false");
    await ann.answerByClick("False");
    await lockedInThenClose();
    await ann.waitForHeading(/^Incorrect$/);
    expect(await playerResult(annPage)).toContain("Correct answer: True");
    await checkScreen(annPage, "types-2-result-incorrect");
    await host.waitForHeading(/^Results$/);
    expect(await hostRows(hostPage, "Answers chosen")).toEqual(["True ✓ Correct0 (0%)", "False1 (50%)"]);

    // Type the answer: a text field; Enter sends it, the accepted answers come back.
    await nextQuestion("Capital of France?");
    expect(await visibleText(hostPage.getByText("Players type their answer"))).toBeTruthy();
    await checkScreen(hostPage, "types-3-host-type-answer");
    const field = annPage.getByRole("textbox", { name: "Your answer" });
    expect(await field.getAttribute("maxlength")).toBe("200");
    expect(await annPage.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
    await field.fill("  paris!  ");
    await checkScreen(annPage, "types-3-type-answer");
    await field.press("Enter");
    await lockedInThenClose();
    await ann.waitForHeading(/^Correct$/);
    expect(await playerResult(annPage)).toContain("Correct answers: Paris, Paname");
    await host.waitForHeading(/^Results$/);
    expect(await hostRows(hostPage, "Answers typed")).toEqual(["paris! ✓ Accepted1 (50%)"]);
    // A reload rebuilds the host's word list from the snapshot.
    await hostPage.reload();
    await host.waitForHeading(/^Results$/);
    expect(await hostRows(hostPage, "Answers typed")).toEqual(["paris! ✓ Accepted1 (50%)"]);
    await checkScreen(hostPage, "types-3-host-words");

    // Select all that apply: toggles, Submit once one is picked, the rule said.
    await nextQuestion("Which are prime?");
    expect(await progress(hostPage)).toBe("Question 4 of 6 · Select all that apply");
    expect(await visibleText(annPage.getByText("Select all that apply", { exact: true }))).toBeTruthy();
    const submit = annPage.getByRole("button", { name: "Submit" });
    expect(await submit.isDisabled()).toBe(true);
    for (const choice of ["2", "5", "9", "9"]) await ann.answerButton(choice).click();
    expect(await ann.answerButton("5").getAttribute("aria-pressed")).toBe("true");
    expect(await ann.answerButton("9").getAttribute("aria-pressed")).toBe("false");
    await checkScreen(annPage, "types-4-select-all");
    await checkScreen(hostPage, "types-4-host-select-all");
    await submit.click();
    await lockedInThenClose();
    await ann.waitForHeading(/^Correct$/);
    expect(await playerResult(annPage)).toMatch(/Correct answers: (2, 5|5, 2)/);
    await host.waitForHeading(/^Results$/);
    const picks = await hostRows(hostPage, "Answers chosen");
    expect(picks.filter((row) => row.includes("✓ Correct")).sort()).toEqual([
      "2 ✓ Correct1 (50%)",
      "5 ✓ Correct1 (50%)",
    ]);
    await checkScreen(hostPage, "types-4-host-select-all-chart");

    // Poll, no points: tiles; the result counts the answer and has no right one.
    await nextQuestion("Best fruit?");
    expect(await progress(annPage)).toBe("Question 5 of 6 · Poll No points");
    expect(await ann.answers()).toEqual(["Apple", "Pear", "Plum", "Fig", "Kiwi", "Lime"]);
    await checkScreen(annPage, "types-5-poll");
    await checkScreen(hostPage, "types-5-host-poll-question");
    await ann.answerButton("Pear").click();
    await lockedInThenClose();
    await ann.waitForHeading("Answer counted");
    expect(await playerResult(annPage)).not.toContain("Correct");
    await checkScreen(annPage, "types-5-poll-result");
    await host.waitForHeading("Poll results");
    const votes = await hostRows(hostPage, "Answers chosen");
    expect(votes.find((row) => row.startsWith("Pear"))).toBe("Pear1 (50%)");
    expect(votes.some((row) => row.includes("✓"))).toBe(false);
    await checkScreen(hostPage, "types-5-host-poll");

    // Put in order: a list with Move up and Move down, then Submit.
    await nextQuestion("Smallest first");
    // A reload mid-question brings the question back with its answer form (a chunk of its own).
    await annPage.reload();
    await ann.waitForQuestion("Smallest first");
    await annPage.getByRole("list", { name: "Items in your order" }).waitFor(LONG);
    await checkScreen(annPage, "types-6-order");
    await checkScreen(hostPage, "types-6-host-order");
    await ann.putInOrder(["One", "Two", "Three", "Four"]);
    await annPage.getByRole("button", { name: "Submit" }).click();
    await checkScreen(annPage, "types-6-order-locked-in");
    await lockedInThenClose();
    await ann.waitForHeading(/^Correct$/);
    expect(await annPage.locator(".correct-order li").allTextContents()).toEqual(["One", "Two", "Three", "Four"]);
    await checkScreen(annPage, "types-6-order-result");
    await host.waitForHeading(/^Results$/);
    expect(await hostPage.locator(".correct-order li").allTextContents()).toEqual(["One", "Two", "Three", "Four"]);
    expect(await visibleText(hostPage.getByText("1 of 2 got it right"))).toBeTruthy();
    await checkScreen(hostPage, "types-6-host-order-result");
    expect(await visibleText(hostPage.getByText("1 did not answer"))).toBeTruthy();
    silent.close();
  });
});

import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  newUser,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  type TestUser,
} from "./harness";
import { type CardBody, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** One card of every type, played in this order (the game does not shuffle the deck). */
const everyType: CardBody[] = [
  { Question: "Largest planet?", Answer: "Jupiter", Incorrect1: "Mars", Incorrect2: "Venus" },
  { Type: "true_false", Question: "The sun is a star.", Answer: "True" },
  { Type: "type_answer", Question: "Capital of France?", Answer: "Paris", Choices: ["Paname"] },
  { Type: "select_all", Question: "Which are prime?", Choices: ["2", "4", "5", "9"], Correct: [0, 2] },
  { Type: "poll", Question: "Best fruit?", Choices: ["Apple", "Pear", "Plum"] },
  { Type: "order", Question: "Smallest first", Choices: ["One", "Two", "Three", "Four"] },
];

/** How one player answers each question on their phone, in its own form. */
interface Answers {
  choice: string;
  trueFalse: string;
  typed: string;
  picks: string[];
  vote: string;
  order: string[];
}

const ann: Answers = {
  choice: "Jupiter",
  trueFalse: "True",
  typed: "paris",
  picks: ["2", "5"],
  vote: "Pear",
  order: ["One", "Two", "Three", "Four"],
};
const ben: Answers = {
  choice: "Mars",
  trueFalse: "False",
  typed: "Lyon",
  picks: ["4", "2"],
  vote: "Plum",
  order: ["Two", "One", "Three", "Four"],
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Both players answer the open question; the last answer closes it and the host shows its results. */
async function bothAnswer(host: GameScreen, players: GameScreen[], answer: (screen: GameScreen) => Promise<void>) {
  for (const player of players) await answer(player);
  await host.waitForHeading(/^(Results|Poll results)$/);
}

async function nextQuestion(host: GameScreen, players: GameScreen[], question: string) {
  await host.nextButton.click();
  await host.waitForHeading("Leaderboard");
  await host.nextButton.click();
  for (const screen of [host, ...players]) await screen.waitForQuestion(question);
}

async function submit(screen: GameScreen) {
  await screen.page.getByRole("button", { name: "Submit" }).click();
}

/** The host and two phone players play the deck of every type through to the podium; answers[i] is players[i]'s. */
async function playEveryType(hostPage: Page, playerPages: Page[], answers: Answers[]) {
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  await setup.timerNumber.fill("60");
  const code = await setup.createGame("Every Type");
  for (const page of playerPages) {
    const join = new JoinPage(page);
    await join.goto();
    await join.join(code);
  }
  await expect.poll(() => setup.players.count(), LONG).toBe(playerPages.length);
  await setup.startButton.click();

  const host = new GameScreen(hostPage);
  const players = playerPages.map((page) => new GameScreen(page));
  const mine = (screen: GameScreen) => answers[players.indexOf(screen)] as Answers;
  for (const screen of [host, ...players]) await screen.waitForQuestion("Largest planet?");
  await bothAnswer(host, players, (screen) => screen.answerButton(mine(screen).choice).click());
  await nextQuestion(host, players, "The sun is a star.");
  await bothAnswer(host, players, (screen) => screen.answerButton(mine(screen).trueFalse).click());
  await nextQuestion(host, players, "Capital of France?");
  await bothAnswer(host, players, async (screen) => {
    await screen.page.getByRole("textbox", { name: "Your answer" }).fill(mine(screen).typed);
    await submit(screen);
  });
  await nextQuestion(host, players, "Which are prime?");
  await bothAnswer(host, players, async (screen) => {
    for (const pick of mine(screen).picks) await screen.answerButton(pick).click();
    await submit(screen);
  });
  await nextQuestion(host, players, "Best fruit?");
  await bothAnswer(host, players, (screen) => screen.answerButton(mine(screen).vote).click());
  await nextQuestion(host, players, "Smallest first");
  await bothAnswer(host, players, async (screen) => {
    await screen.putInOrder(mine(screen).order);
    await submit(screen);
  });
  await host.nextUntil("Final Leaderboard");
}

/** Each question's heading and its answers' lines as the report lists them, by question. */
async function questionViews(page: Page) {
  const views = [];
  for (const question of await page.locator(".report-question").all()) {
    const lines = async (list: Locator) => (await list.locator("li").allInnerTexts()).map(oneLine);
    views.push({
      heading: oneLine(await question.locator("h3").innerText()),
      figures: oneLine(await question.locator(".report-figures").innerText()),
      note: oneLine((await question.locator(".report-answers-note").allInnerTexts()).join(" ")),
      answers: await lines(question.locator(".report-answers, .report-order")),
    });
  }
  return views;
}

/** The student view's rows without the answer time (how long a browser took varies). */
async function studentRows(page: Page) {
  const rows = [];
  for (const row of await page.locator(".report-table tbody tr").all()) {
    const cells = (await row.locator("th, td").allTextContents()).map(oneLine);
    rows.push([...cells.slice(0, 4), ...cells.slice(5)]);
  }
  return rows;
}

/** Nothing wider than the screen, once the layout has followed a new viewport size (the sidebar's transition). */
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), LONG)
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

describe("the game report of every question type (issue 30)", () => {
  test("after a game of each type played on phones, the report shows each question's type and answers, and one student's answers, at 1280 and 390 px", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const playerPages = [await e2e.newPage(TALL_PHONE), await e2e.newPage(TALL_PHONE)];
    await newUser(hostPage);
    const [, benUser] = (await Promise.all(playerPages.map((page) => newUser(page)))) as [TestUser, TestUser];
    await deckWithCards(hostPage, "Every Type", everyType);
    await playEveryType(hostPage, playerPages, [ann, ben]);

    const gameId = new URL(hostPage.url()).pathname.split("/").pop() ?? "";
    await hostPage.getByRole("link", { name: "View report" }).click(LONG);
    await expectPath(hostPage, `/games/${gameId}/report`);
    await hostPage.locator(".report-question").first().waitFor(LONG);
    const figures = (correct: string) => new RegExp(`^Correct ${correct} Answered 2 of 2 Average time \\d+\\.\\d s$`);
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      await resizeTo(hostPage, viewport);
      const views = await questionViews(hostPage);
      expect(views.map((view) => view.heading)).toEqual([
        "Question 1 · Multiple choice Largest planet?",
        "Question 2 · True or false The sun is a star.",
        "Question 3 · Type the answer Capital of France?",
        "Question 4 · Select all that apply Which are prime?",
        "Question 5 · Poll Best fruit?",
        "Question 6 · Put in order Smallest first",
      ]);
      expect(views.map((view) => view.figures)).toEqual(
        ["50%", "50%", "50%", "50%", "—", "50%"].map((correct) => expect.stringMatching(figures(correct))),
      );
      const [choice, trueFalse, typed, selectAll, poll, order] = views;
      expect(choice?.answers).toEqual(["Jupiter (correct answer) 1", "Mars 1", "Venus 0"]);
      expect(trueFalse?.answers).toEqual(["True (correct answer) 1", "False 1"]);
      expect(typed?.note).toBe("Accepted answers: Paris, Paname");
      expect(typed?.answers.sort()).toEqual(["Lyon 1", "paris (accepted as Paris) 1"]);
      expect(selectAll?.note).toBe(
        "How many picked each choice. A player was right only with exactly the marked ones.",
      );
      expect(selectAll?.answers).toEqual(["2 (correct answer) 2", "4 1", "5 (correct answer) 1", "9 0"]);
      expect(poll?.answers).toEqual(["Apple 0 (0%)", "Pear 1 (50%)", "Plum 1 (50%)"]);
      expect(order?.note).toBe("1 of 2 put them in the right order:");
      expect(order?.answers).toEqual(["One", "Two", "Three", "Four"]);
      await noSidewaysScroll(hostPage);
      await expectNoAxeViolations(hostPage);
      await saveScreenshot(hostPage, "report-types");
    }

    // Hardest first: the poll, which has no right answer, goes last.
    await hostPage.getByLabel("Sort by").selectOption({ label: "Hardest first" });
    await expect
      .poll(async () => (await questionViews(hostPage)).at(-1)?.heading)
      .toBe("Question 5 · Poll Best fruit?");

    await hostPage.getByRole("link", { name: benUser.displayName }).click();
    await hostPage.getByRole("heading", { name: benUser.displayName, level: 2 }).waitFor(LONG);
    await expect
      .poll(() => studentRows(hostPage), LONG)
      .toEqual([
        ["1", "Largest planet?", "Mars", "Incorrect", "0"],
        ["2", "The sun is a star.", "False", "Incorrect", "0"],
        ["3", "Capital of France?", "Lyon", "Incorrect", "0"],
        ["4", "Which are prime?", "2, 4", "Incorrect", "0"],
        ["5", "Best fruit?", "Plum", "Answered", "0"],
        ["6", "Smallest first", "Two → One → Three → Four", "Incorrect", "0"],
      ]);
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      await resizeTo(hostPage, viewport);
      await noSidewaysScroll(hostPage);
    }
    await checkScreen(hostPage, "report-types-student");
  });
});

import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { linesOf, newUser, saveScreenshot, setUpE2e, topsOf } from "./harness";
import { deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

/**
 * A 320 px phone (an iPhone SE of the first kind, small Androids), found short by a sweep of every screen there:
 * a screen that replaces another starts at its top, and a right answer's mark moves under a short answer instead of
 * splitting it.
 */
const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const SMALL_PHONE = { width: 320, height: 568 };
const RIVER = {
  Question: "Which river flows through Vienna?",
  Answer: "Danube",
  Incorrect1: "Rhine",
  Incorrect2: "Vistula",
  Incorrect3: "Elbe",
};

const scrolledBy = (page: Page) => page.evaluate(() => window.scrollY);
const toTheBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

describe("a 320 px phone", () => {
  test("the host's setup gives the timer's slider a row; lobby and results open at their top; Danube is whole", async () => {
    const hostPage = await e2e.newPage(SMALL_PHONE, { touch: true });
    await newUser(hostPage);
    await deckWithCards(hostPage, "Rivers", [RIVER]);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    // The timer's slider has a row of its own here, not a thumb's width beside the number.
    const slider = hostPage.getByRole("slider", { name: "Time per question" });
    expect((await slider.boundingBox())?.width).toBeGreaterThan(200);
    // Create Game is at the foot of a long setup on this phone.
    await toTheBottom(hostPage);
    expect(await scrolledBy(hostPage)).toBeGreaterThan(0);
    const code = await setup.createGame("Rivers");
    expect(await scrolledBy(hostPage)).toBe(0);
    await saveScreenshot(hostPage, "small-phone-lobby");

    const playerPage = await e2e.newPage(SMALL_PHONE, { touch: true });
    await newUser(playerPage);
    const join = new JoinPage(playerPage);
    await join.goto();
    await join.join(code);
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();

    const hostScreen = new GameScreen(hostPage);
    const player = new GameScreen(playerPage);
    await player.waitForQuestion(RIVER.Question);
    await hostScreen.waitForQuestion(RIVER.Question);
    await toTheBottom(hostPage);
    expect(await scrolledBy(hostPage)).toBeGreaterThan(0);
    await player.answerByClick(RIVER.Answer);
    await hostScreen.waitForHeading("Results");
    expect(await scrolledBy(hostPage)).toBe(0);
    const right = hostPage.locator(".distribution-correct");
    expect(await linesOf(right.locator(".distribution-text"))).toBe(1);
    expect(await right.locator(".distribution-mark").textContent()).toContain("Correct");
    await saveScreenshot(hostPage, "small-phone-results");

    // For looking at: the report's figures two a row here.
    await hostScreen.nextUntil("Final Leaderboard");
    const gameId = new URL(hostPage.url()).pathname.split("/").pop();
    await hostPage.goto(`/games/${gameId}/report`);
    await hostPage.getByRole("heading", { name: "Game report", level: 1 }).waitFor(LONG);
    await saveScreenshot(hostPage, "small-phone-report");
  });

  test("the decks' three lists stay one row, each label wrapping in its button", async () => {
    const page = await e2e.newPage(SMALL_PHONE, { touch: true });
    await newUser(page);
    await page.goto("/decks");
    const lists = ["Liked Decks", "My Decks", "Find Decks"].map((name) =>
      page.getByRole("button", { name, exact: true }),
    );
    await lists[0]!.waitFor(LONG);
    expect(new Set(await topsOf(lists)).size).toBe(1);
    await saveScreenshot(page, "small-phone-decks");
  });
});

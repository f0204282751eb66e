/**
 * Issue 29 point 2: every game screen rebuilt from the server's snapshot shows what it showed before the reload,
 * for the host and for a player, on each step of a game.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  DESKTOP,
  holdSocketMessages,
  newUser,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
  watchPlace,
} from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, playerInLobby } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** The page's text after a reload, once the heading is back. */
async function reloadedText(page: Page, heading: string | RegExp): Promise<string> {
  await page.reload();
  await new GameScreen(page).waitForHeading(heading);
  return ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
}

describe("reloading a game's page (issue 29)", () => {
  test("host and player each reload on every step and see the same screen again", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    // Ben never answers: the question stays open while the others reload (a reload is a dropped connection, and
    // a question with nobody connected left to wait for closes).
    const benPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    const ben = await newUser(benPage);
    const [paris] = capitals as [(typeof capitals)[0]];
    await deckWithCards(hostPage, "Reloads", [paris]);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("Reloads");
    const join = new JoinPage(annPage);
    await join.goto();
    await join.join(code);
    const benJoin = new JoinPage(benPage);
    await benJoin.goto();
    await benJoin.join(code);
    const players = [ann.displayName, ben.displayName];

    // Lobby: the host's list and code, the player's waiting screen.
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(players);
    await hostPage.reload();
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(players);
    expect((await visibleText(setup.joinCode)).trim()).toBe(code);
    await annPage.reload();
    await join.waiting.waitFor(LONG);

    // Countdown, then the question: the question and its answers, the host's count and who is missing.
    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    await annGame.waitForHeading(/Get Ready To Start!|Capital of France\?/);
    await annGame.waitForQuestion(paris.Question);
    await host.waitForQuestion(paris.Question);
    expect(await reloadedText(hostPage, paris.Question)).toContain(`Not answered yet: ${players.join(", ")}`);
    expect(await reloadedText(annPage, paris.Question)).toContain(paris.Answer);
    expect((await annGame.answers()).sort()).toEqual(
      [paris.Answer, paris.Incorrect1, paris.Incorrect2, paris.Incorrect3].sort(),
    );

    // Results: the host's bars with the question and the answers' texts; the player's own result.
    await annGame.answerByClick(paris.Answer);
    await annPage.getByText("Answer locked in").waitFor(LONG);
    await host.nextButton.click();
    await annGame.waitForHeading(/^Correct$/);
    await host.waitForHeading("Results");
    const hostResults = await reloadedText(hostPage, "Results");
    expect(hostResults).toContain(paris.Question);
    expect(hostResults).toContain(`Correct answer: ${paris.Answer}`);
    expect(hostResults).not.toContain("Answer 1");
    await saveScreenshot(hostPage, "game29-host-results-reloaded");
    expect(await reloadedText(annPage, /^Correct$/)).toContain(`Correct answer: ${paris.Answer}`);

    // Leaderboard: the right answer on both.
    await host.nextButton.click();
    await annGame.waitForHeading("Leaderboard");
    expect(await reloadedText(hostPage, "Leaderboard")).toContain(`Correct answer: ${paris.Answer}`);
    expect(await reloadedText(annPage, "Leaderboard")).toContain(`Correct answer: ${paris.Answer}`);
    await saveScreenshot(annPage, "game29-player-leaderboard-reloaded");

    // The end: the final leaderboard on both.
    await host.nextButton.click();
    await annGame.waitForHeading("Final Leaderboard");
    expect(await reloadedText(hostPage, "Final Leaderboard")).toContain(ann.displayName);
    const annFinal = await reloadedText(annPage, "Final Leaderboard");
    expect(annFinal, annFinal).toMatch(/You finished\s*1st\s*of 2/);
  });

  test("after a reload the page says it is connecting, and a laptop's top bar keeps its place when the code arrives", async () => {
    const [paris] = capitals as [(typeof capitals)[0]];
    const {
      playerPage: annPage,
      setup,
      code,
    } = await playerInLobby(e2e, {
      title: "Slow Network",
      cards: [paris],
      playerViewport: DESKTOP,
    });
    await setup.startButton.click();
    await new GameScreen(annPage).waitForQuestion(paris.Question);

    // A slow network after the reload: the bar is drawn before the game's snapshot (and its code) arrives.
    const release = await holdSocketMessages(annPage, /"player_confirm"/);
    await annPage.reload();
    await annPage.locator(".game-top-bar-facts").waitFor(LONG);
    const facts = await watchPlace(annPage, ".game-top-bar-facts");
    await saveScreenshot(annPage, "game-top-bar-before-the-code");
    // Until then the page says it is connecting, not that the game has yet to start.
    expect(await visibleText(annPage.locator(".game-start").getByRole("status"))).toBe("Connecting to the game…");
    release();
    await annPage.locator(".game-code-small strong", { hasText: code }).waitFor({ state: "attached", ...LONG });
    await annPage.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await facts(), "the deck, name and score").toHaveLength(1);
    await saveScreenshot(annPage, "game-top-bar-with-the-code");
  });
});

/**
 * Issue 31, "Student-paced, now": a teacher runs a three-question deck student-paced for a signed-in student and a
 * guest on phones. Each moves on by themselves (the two at different questions at once), one reloads mid-question
 * and keeps their timer, the guest's last question runs out ("Time's up"), both end on "You're done"; the teacher
 * watches the progress grid change (on a phone too, where it scrolls sideways), ends the game and opens the report.
 */
import { TIMER_DEFAULT_SECONDS } from "@quizdeck/shared/constants";
import { PACED_SCORING_TEXT } from "@quizdeck/shared/paced";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { checkScreen, DESKTOP, newUser, resizeTo, setUpE2e, TALL_PHONE, visibleText } from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, progressGridRow } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const [france, japan, peru] = capitals as [(typeof capitals)[0], (typeof capitals)[0], (typeof capitals)[0]];
/** The last question's own time limit, short enough for the guest to let it run out. */
const SHORT_LIMIT_SECONDS = 4;

/** The seconds left on the player's top bar (its drawn number; a screen reader reads words beside it). */
async function secondsLeft(page: Page): Promise<number> {
  return Number.parseInt((await visibleText(page.locator(".game-timer [aria-hidden]"))).trim(), 10);
}

/** Every number the top bar's timer draws from now on, kept in the page. */
async function recordTimer(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const drawn: number[] = [];
    Object.assign(window, { timerDrawn: drawn });
    new MutationObserver(() => {
      const text = document.querySelector(".game-timer [aria-hidden]")?.textContent;
      if (text) drawn.push(Number.parseInt(text, 10));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { timerDrawn: number[] }).timerDrawn);
}

describe("a student-paced game (issue 31)", () => {
  test("two students at their own pace on phones while the teacher watches the grid, then the report", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    const gusPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    await deckWithCards(hostPage, "Paced capitals", [france, japan, { ...peru, Time_limit: SHORT_LIMIT_SECONDS }]);

    // Setup: "How to run it", with the student-paced scoring rule once chosen.
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const live = hostPage.getByRole("radio", { name: "Live (you set the pace)" });
    const paced = hostPage.getByRole("radio", { name: "Student-paced, now" });
    await live.waitFor(LONG);
    expect(await live.isChecked()).toBe(true);
    expect(await hostPage.getByText(PACED_SCORING_TEXT).count()).toBe(0);
    await paced.check();
    await visibleText(hostPage.getByText(PACED_SCORING_TEXT));
    // Right or wrong shows at once in a student-paced game: the live choice is not offered.
    expect(await setup.revealChoice("When the question closes").count()).toBe(0);
    await checkScreen(hostPage, "paced-host-setup");
    const code = await setup.createGame("Paced capitals");

    const annJoin = new JoinPage(annPage);
    await annJoin.goto();
    await annJoin.join(code);
    const gusJoin = new JoinPage(gusPage);
    await gusJoin.goto(code);
    await gusJoin.enterAsGuest("Gus");
    await gusJoin.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.count(), LONG).toBe(2);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    const gusGame = new GameScreen(gusPage);
    await annGame.waitForQuestion(france.Question);
    await gusGame.waitForQuestion(france.Question);
    await host.waitForHeading("Class progress");
    expect(await host.nextButton.count()).toBe(0);

    // Ann answers and sees her result at once, with her rank so far and Next; Enter takes her on.
    await annGame.answerByClick(france.Answer);
    await annGame.waitForHeading(/^Correct$/);
    const annResult = ((await annPage.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
    expect(annResult).toMatch(/You are 1st of 2 so far/);
    expect(annResult).toContain(`Correct answer: ${france.Answer}`);
    await checkScreen(annPage, "paced-player-result");
    // The next question's timer starts at its limit, never above it (it drew 31 for a 30-second one).
    const drawn = await recordTimer(annPage);
    await annPage.keyboard.press("Enter");
    await annGame.waitForQuestion(japan.Question);
    await expect.poll(async () => (await drawn()).length).toBeGreaterThan(0);
    expect(Math.max(...(await drawn()))).toBeLessThanOrEqual(TIMER_DEFAULT_SECONDS);
    // The two at different questions at once: Gus is still on the first.
    expect(await gusGame.question.textContent()).toBe(france.Question);

    // The teacher's grid follows: Ann right on question 1 and on question 2 now, Gus on question 1.
    await expect
      .poll(async () => (await progressGridRow(hostPage, ann.displayName)).slice(3), LONG)
      .toEqual(["✓Right", "…On it", "Not yet"]);
    expect((await progressGridRow(hostPage, ann.displayName))[1]).toBe("1 of 3");
    expect(await progressGridRow(hostPage, "Gus")).toEqual(["GusGuest", "0 of 3", "0", "…On it", "Not yet", "Not yet"]);
    await checkScreen(hostPage, "paced-host-grid-started");

    // Ann reloads mid-question: the same question, its timer goes on from where it was.
    const shown = await secondsLeft(annPage);
    await expect.poll(() => secondsLeft(annPage), LONG).toBeLessThan(shown);
    const before = await secondsLeft(annPage);
    await annPage.reload();
    await annGame.waitForQuestion(japan.Question);
    expect(await secondsLeft(annPage)).toBeLessThanOrEqual(before);

    // Gus: wrong, then right, then lets the short last question run out.
    await gusGame.answerByClick(france.Incorrect1);
    await gusGame.waitForHeading(/^Incorrect$/);
    await gusPage.getByRole("button", { name: /Next question/ }).click();
    await gusGame.waitForQuestion(japan.Question);
    await gusGame.answerByClick(japan.Answer);
    await gusGame.waitForHeading(/^Correct$/);
    await gusPage.getByRole("button", { name: /Next question/ }).click();
    await gusGame.waitForQuestion(peru.Question);
    await gusGame.waitForHeading("Time's up");
    await checkScreen(gusPage, "paced-player-time-up");
    await gusPage.getByRole("button", { name: /Next question/ }).click();
    await gusGame.waitForHeading("You're done");
    await visibleText(gusPage.getByText("1 of 3 right", { exact: true }));
    await gusPage.reload();
    await gusGame.waitForHeading("You're done");
    await visibleText(gusPage.getByText("1 of 3 right", { exact: true }));

    // Ann finishes, all right; a reload on her result shows it again, Next included.
    await annGame.answerByKey(japan.Answer);
    await annGame.waitForHeading(/^Correct$/);
    await annPage.reload();
    await annGame.waitForHeading(/^Correct$/);
    await visibleText(annPage.getByText(`Correct answer: ${japan.Answer}`));
    await annPage.getByRole("button", { name: /Next question/ }).waitFor(LONG);
    await annPage.keyboard.press("Enter");
    await annGame.waitForQuestion(peru.Question);
    await annGame.answerByClick(peru.Answer);
    await annGame.waitForHeading(/^Correct$/);
    await annPage.keyboard.press("Enter");
    await annGame.waitForHeading("You're done");
    await visibleText(annPage.getByText("3 of 3 right", { exact: true }));
    await checkScreen(annPage, "paced-player-done");

    // The grid: everyone done, each cell in words, the class's share right per question. Ann's last answer and her
    // finishing may reach the host in two progress batches: wait for both.
    await expect
      .poll(async () => {
        const row = await progressGridRow(hostPage, ann.displayName);
        return [row[1], ...row.slice(3)];
      }, LONG)
      .toEqual(["Done", "✓Right", "✓Right", "✓Right"]);
    const gus = await progressGridRow(hostPage, "Gus");
    expect([gus[1], ...gus.slice(3)]).toEqual(["Done", "✗Wrong", "✓Right", "◷Time ran out"]);
    expect((await progressGridRow(hostPage, "Class right")).slice(0, 4)).toEqual(["Class right", "", "", "50%"]);
    await visibleText(hostPage.getByText("2 of 2 students finished"));
    await hostPage.reload();
    await expect
      .poll(async () => (await progressGridRow(hostPage, "Gus")).slice(3), LONG)
      .toEqual(["✗Wrong", "✓Right", "◷Time ran out"]);
    await checkScreen(hostPage, "paced-host-grid-done");
    // On a phone the grid scrolls sideways inside its region, the names column staying put.
    await resizeTo(hostPage, TALL_PHONE);
    const names = hostPage.getByRole("rowheader", { name: /Gus/ });
    expect(await names.evaluate((cell) => getComputedStyle(cell).position)).toBe("sticky");
    const widths = await hostPage.evaluate(() => {
      const grid = document.querySelector(".progress-scroll") as HTMLElement;
      return { page: document.documentElement.scrollWidth, grid: grid.scrollWidth, shown: grid.clientWidth };
    });
    expect(widths.page, "the page does not scroll sideways").toBeLessThanOrEqual(TALL_PHONE.width);
    expect(widths.grid, "the grid scrolls sideways").toBeGreaterThan(widths.shown);
    await resizeTo(hostPage, DESKTOP);

    // The teacher ends it: everyone's final screen, then the report.
    await host.page.getByRole("button", { name: "End Game" }).click();
    const dialog = hostPage.getByRole("dialog", { name: "End the game?" });
    await dialog.getByRole("button", { name: "End Game" }).click();
    await host.waitForHeading("Final Leaderboard");
    await annGame.waitForHeading("Final Leaderboard");
    await gusGame.waitForHeading("Final Leaderboard");
    await hostPage.getByRole("link", { name: "View report" }).click();
    await visibleText(hostPage.getByText(france.Question).first());
    await checkScreen(hostPage, "paced-report");
  }, 120_000);
});

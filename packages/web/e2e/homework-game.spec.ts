/**
 * Issue 31, "Homework, by a deadline", on phones (390×844): a teacher sets homework due tomorrow and starts it as
 * soon as a first student is in; a guest joins later and begins at once, answers a question, closes the page,
 * opens the game again and goes on at question 2; the teacher's grid shows it, with when it is due and how to join.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { checkScreen, newUser, setUpE2e, TALL_PHONE, visibleText } from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, progressGridRow } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const [france, japan] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];

/** Tomorrow at 23:59 in the browser's time zone: the field's value and the "Due …" words for it. */
function tomorrowAt2359(page: Page): Promise<{ value: string; due: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const deadline = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 23, 59);
    const pad = (value: number) => String(value).padStart(2, "0");
    const day = `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`;
    const options = { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" } as const;
    return { value: `${day}T23:59`, due: `Due ${new Intl.DateTimeFormat(undefined, options).format(deadline)}` };
  });
}

describe("homework by a deadline (issue 31)", () => {
  test("a guest joins after the start, stops after a question and goes on at question 2", async () => {
    const hostPage = await e2e.newPage(TALL_PHONE);
    const annPage = await e2e.newPage(TALL_PHONE);
    const gusPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    await deckWithCards(hostPage, "Homework capitals", capitals.slice(0, 3));

    // Setup: Homework, with its deadline (tomorrow 23:59 by default, the zone named) and late joins always on.
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    await hostPage.getByRole("radio", { name: "Homework, by a deadline" }).check(LONG);
    const deadline = hostPage.getByLabel("Deadline", { exact: true });
    const expected = await tomorrowAt2359(hostPage);
    expect(await deadline.inputValue()).toBe(expected.value);
    const zone = await hostPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await visibleText(hostPage.locator("#host-deadline-zone"))).toBe(zone);
    await visibleText(hostPage.getByText(/late joins are always on for homework/));
    expect(await setup.lateJoinsSwitch.count()).toBe(0);
    await checkScreen(hostPage, "homework-host-setup");
    // A deadline in the past is refused before anything is created.
    await deadline.fill("2020-01-01T09:00");
    await expect.poll(() => setup.deckSelect.locator("option").allTextContents(), LONG).toContain("Homework capitals");
    await setup.deckSelect.selectOption({ label: "Homework capitals" });
    await setup.createButton.click();
    await visibleText(hostPage.getByText("Choose a deadline between now and 60 days ahead"));
    await deadline.fill(expected.value);
    const code = await setup.createGame("Homework capitals");

    // A first student waits in the lobby; the teacher starts.
    const annJoin = new JoinPage(annPage);
    await annJoin.goto(code);
    await annJoin.enterAsGuest("Ann");
    await annJoin.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    await host.waitForHeading("Class progress");
    await visibleText(hostPage.getByText(expected.due));
    await visibleText(hostPage.getByText(`Students join with the code ${code} or at`));

    // Gus joins after the start and gets his first question at once, then his result and question 2.
    const gusJoin = new JoinPage(gusPage);
    await gusJoin.goto(code);
    await gusJoin.enterAsGuest("Gus");
    const gus = new GameScreen(gusPage);
    await gus.waitForQuestion(france.Question);
    await gus.answerByClick(france.Answer);
    await gus.waitForHeading(/^Correct$/);
    await visibleText(gusPage.getByText(expected.due));
    await checkScreen(gusPage, "homework-player-result");
    await gusPage.getByRole("button", { name: "Next question" }).click();
    await gus.waitForQuestion(japan.Question);

    // He closes the page and opens the game again on the same phone: he goes on at question 2.
    const gameAddress = gusPage.url();
    const context = gusPage.context();
    await gusPage.close();
    const again = await context.newPage();
    await again.goto(gameAddress);
    const back = new GameScreen(again);
    await back.waitForQuestion(japan.Question);
    await visibleText(again.getByText(expected.due));

    // The teacher's grid: Gus right on question 1 and on question 2 now, Ann not started.
    await expect
      .poll(async () => (await progressGridRow(hostPage, "Gus")).slice(3), LONG)
      .toEqual(["✓Right", "…On it", "Not yet"]);
    expect((await progressGridRow(hostPage, "Gus"))[1]).toBe("1 of 3");
    expect((await progressGridRow(hostPage, "Ann")).slice(3)).toEqual(["…On it", "Not yet", "Not yet"]);
    await checkScreen(hostPage, "homework-host-grid");
  }, 120_000);
});

/**
 * Issue 31, "Homework, by a deadline", on phones (390×844): a teacher sets homework due tomorrow and starts it as
 * soon as a first student is in; a guest joins later and begins at once, answers a question, closes the page,
 * opens the game again and goes on at question 2; the teacher's grid shows it, with when it is due and how to join.
 * With two attempts: a signed-in student starts on one phone and goes on on another, tries again, does worse, and
 * the best attempt is what counts, in the grid and in the report.
 */
import { ATTEMPTS_TEXT } from "@quizdeck/shared/paced";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { checkScreen, DESKTOP, newUser, saveScreenshot, setUpE2e, TALL_PHONE, visibleText } from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, progressGridRow } from "./pages/game-pages";

const e2e = setUpE2e();
const ATTEMPTS_RANGE = "Attempts must be a whole number from 1 to 5";
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

  test("the teacher starts homework with nobody in it yet; a student who comes later shows on the grid", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const benPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    await deckWithCards(hostPage, "Evening homework", capitals.slice(0, 2));
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    await hostPage.getByRole("radio", { name: "Homework, by a deadline" }).check(LONG);
    const code = await setup.createGame("Evening homework");
    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    await host.waitForHeading("Class progress");
    await saveScreenshot(hostPage, "homework-started-empty");

    const benJoin = new JoinPage(benPage);
    await benJoin.goto(code);
    await benJoin.enterAsGuest("Ben");
    await new GameScreen(benPage).waitForQuestion(france.Question);
    await expect
      .poll(async () => (await progressGridRow(hostPage, "Ben")).slice(0, 2), LONG)
      .toEqual(["BenGuest", "0 of 2"]);
    expect(await hostPage.getByText("No students yet", { exact: false }).count()).toBe(0);
  });

  test("two attempts: an account starts on one phone, goes on on another, tries again, and the best attempt counts", async () => {
    const hostPage = await e2e.newPage(TALL_PHONE);
    const phoneA = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    const ann = await newUser(phoneA);
    await deckWithCards(hostPage, "Attempt capitals", [france, japan]);

    // Setup: Homework shows Attempts (1 by default, its rule under it); out of range is refused before sending.
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const attempts = hostPage.getByRole("spinbutton", { name: "Attempts" });
    expect(await attempts.count()).toBe(0);
    await hostPage.getByRole("radio", { name: "Homework, by a deadline" }).check(LONG);
    expect(await attempts.inputValue()).toBe("1");
    await visibleText(hostPage.getByText(ATTEMPTS_TEXT, { exact: false }));
    await attempts.fill("6");
    await visibleText(hostPage.getByText(ATTEMPTS_RANGE));
    await expect.poll(() => setup.deckSelect.locator("option").allTextContents(), LONG).toContain("Attempt capitals");
    await setup.deckSelect.selectOption({ label: "Attempt capitals" });
    await setup.createButton.click();
    expect(await setup.joinCode.count()).toBe(0);
    await attempts.fill("2");
    expect(await hostPage.getByText(ATTEMPTS_RANGE).count()).toBe(0);
    await checkScreen(hostPage, "attempts-host-setup");
    // Live and student-paced now have one attempt: the field is not offered.
    await hostPage.getByRole("radio", { name: "Student-paced, now" }).check();
    expect(await attempts.count()).toBe(0);
    await hostPage.getByRole("radio", { name: "Homework, by a deadline" }).check();
    expect(await attempts.inputValue()).toBe("2");
    const code = await setup.createGame("Attempt capitals");

    const join = new JoinPage(phoneA);
    await join.goto();
    await join.join(code);
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    await host.waitForHeading("Class progress");
    await visibleText(hostPage.getByText(/Up to 2 attempts each/));

    // Phone A: question 1 right, on to question 2, then the phone is put away.
    const onA = new GameScreen(phoneA);
    await onA.waitForQuestion(france.Question);
    await onA.answerAndGoOn(france.Answer, /^Correct$/);
    await onA.waitForQuestion(japan.Question);
    const gameAddress = new URL(phoneA.url()).pathname;
    await phoneA.close();

    // Phone B, the same account signed in: the same attempt goes on at question 2.
    const phoneB = await e2e.newPage(TALL_PHONE);
    const login = await phoneB.context().request.post("/api/auth/login", {
      data: { email: ann.email, password: ann.password },
    });
    expect(login.ok()).toBe(true);
    await phoneB.goto(gameAddress);
    const onB = new GameScreen(phoneB);
    await onB.waitForQuestion(japan.Question);
    await onB.answerAndGoOn(japan.Answer, /^Correct$/);
    await onB.waitForHeading("You're done");
    await visibleText(phoneB.getByText("Attempt 1 of 2", { exact: true }));
    const firstScore = (await visibleText(phoneB.getByTestId("done-score"))).trim();
    expect(Number(firstScore)).toBeGreaterThan(2000);
    expect(await visibleText(phoneB.getByTestId("best-score"))).toBe(firstScore);
    await visibleText(phoneB.getByText("2 of 2 right", { exact: true }));
    const tryAgain = phoneB.getByRole("button", { name: "Try again" });
    // A reload keeps all of it.
    await phoneB.reload();
    await onB.waitForHeading("You're done");
    await visibleText(phoneB.getByText("Attempt 1 of 2", { exact: true }));
    expect(await visibleText(phoneB.getByTestId("best-score"))).toBe(firstScore);
    await tryAgain.waitFor(LONG);
    await checkScreen(phoneB, "attempts-player-done-first");

    // Attempt 2 from question 1, its score from 0; worse on purpose: question 2 wrong.
    await tryAgain.click();
    await onB.waitForQuestion(france.Question);
    await onB.expectScore(0);
    await expect
      .poll(async () => (await progressGridRow(hostPage, ann.displayName)).slice(1, 5), LONG)
      .toEqual(["0 of 2 Attempt 2", firstScore, "…On it", "Not yet"]);
    await onB.answerAndGoOn(france.Answer, /^Correct$/);
    await onB.waitForQuestion(japan.Question);
    await onB.answerAndGoOn(japan.Incorrect1, /^Incorrect$/);
    await onB.waitForHeading("You're done");
    await visibleText(phoneB.getByText("Attempt 2 of 2", { exact: true }));
    await visibleText(phoneB.getByText("You have used all your attempts", { exact: true }));
    await visibleText(phoneB.getByText("1 of 2 right", { exact: true }));
    const secondScore = Number((await visibleText(phoneB.getByTestId("done-score"))).trim());
    expect(secondScore).toBeLessThan(Number(firstScore));
    expect(await visibleText(phoneB.getByTestId("best-score"))).toBe(firstScore);
    expect(await tryAgain.count()).toBe(0);
    await checkScreen(phoneB, "attempts-player-used");

    // The teacher's grid: attempt 2's cells, the counted (best) score.
    await expect
      .poll(async () => (await progressGridRow(hostPage, ann.displayName)).slice(1), LONG)
      .toEqual(["Done Attempt 2", firstScore, "✓Right", "✗Wrong"]);
    await checkScreen(hostPage, "attempts-host-grid");

    // The teacher ends it; the report has attempt 1: its score and its answers.
    await hostPage.getByRole("button", { name: "End Game" }).click();
    await hostPage.getByRole("dialog", { name: "End the game?" }).getByRole("button", { name: "End Game" }).click();
    await host.waitForHeading("Final Leaderboard");
    await onB.waitForHeading("Final Leaderboard");
    // Her counted attempt missed nothing: no review offered for attempt 2's miss.
    await visibleText(phoneB.getByText(/You finished/));
    expect(await phoneB.getByRole("link", { name: /you missed/ }).count()).toBe(0);
    await hostPage.getByRole("link", { name: "View report" }).click();
    await hostPage.getByRole("heading", { name: "Game report", level: 1 }).waitFor(LONG);
    const annRow = hostPage.locator(".report-table tbody tr").filter({ hasText: ann.displayName });
    await expect
      .poll(async () => (await annRow.locator("th, td").allTextContents()).map((cell) => cell.trim()).slice(1, 4), LONG)
      .toEqual([ann.displayName, firstScore, "2"]);
    await hostPage.getByRole("link", { name: ann.displayName }).click();
    await hostPage.getByRole("heading", { name: ann.displayName, level: 2 }).waitFor(LONG);
    const answers = async () => {
      const rows = await hostPage.locator(".report-table tbody tr").all();
      return Promise.all(
        rows.map(async (row) => (await row.locator("th, td").allTextContents()).map((cell) => cell.trim()).slice(1, 4)),
      );
    };
    await expect.poll(answers, LONG).toEqual([
      [france.Question, france.Answer, "Correct"],
      [japan.Question, japan.Answer, "Correct"],
    ]);
    await checkScreen(hostPage, "attempts-report-student");
  }, 150_000);
});

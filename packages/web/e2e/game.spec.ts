import { messages } from "@quizdeck/shared/messages";
import type { UserRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { isolated } from "../src/i18n/isolate";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  newUser,
  PHONE,
  routeNow,
  saveScreenshot,
  setUpE2e,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

describe("live game in the browser (docs/product.md §2 Game screens, §4, issue #4)", () => {
  test("host and two players play a 3-card deck from lobby to podium; stats are recorded", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(PHONE);
    const benPage = await e2e.newPage(PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    const ben = await newUser(benPage);
    await deckWithCards(hostPage, "World Capitals", capitals);

    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("World Capitals");
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await visibleText(hostPage.getByText("World Capitals", { exact: true }))).toBeTruthy();

    for (const page of [annPage, benPage]) {
      const join = new JoinPage(page);
      await join.goto();
      await join.join(code.toLowerCase());
    }
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName, ben.displayName]);
    await setup.startButton.waitFor(LONG);
    await expectNoAxeViolations(hostPage);
    await saveScreenshot(hostPage, "game-lobby");
    await saveScreenshot(annPage, "game-join-waiting");

    await setup.startButton.click();
    await expect.poll(() => new URL(hostPage.url()).pathname, LONG).toMatch(/^\/host\/[A-Za-z0-9_-]{12}$/);
    const id = new URL(hostPage.url()).pathname.split("/").pop();
    await expectPath(annPage, `/join/${id}`);
    await expectPath(benPage, `/join/${id}`);

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    const benGame = new GameScreen(benPage);
    await annGame.waitForHeading("Get Ready To Start!");
    await saveScreenshot(annPage, "game-countdown");

    const expected = { ann: 0, ben: 0 };
    for (const [n, card] of capitals.entries()) {
      await annGame.waitForQuestion(card.Question);
      await host.waitForQuestion(card.Question);
      await benGame.waitForQuestion(card.Question);
      expect((await annGame.answers()).sort()).toEqual(
        [card.Answer, card.Incorrect1, card.Incorrect2, card.Incorrect3].sort(),
      );
      if (n === 0) {
        // A screen reader hears the question (a polite live region) and starts on its heading (issue 29).
        await expect
          .poll(() => annPage.locator(".game-announcer").textContent())
          .toBe(`Question 1 of ${capitals.length}: ${card.Question}`);
        expect(await annPage.evaluate(() => document.activeElement?.id)).toBe("game-question-text");
        await expectNoAxeViolations(annPage);
        await saveScreenshot(annPage, "game-question");
        await saveScreenshot(hostPage, "game-question");
      }
      if (n === 1) {
        // Ben drops mid-question and comes back on the question with his score.
        await benPage.reload();
        await benGame.waitForQuestion(card.Question);
        await benGame.expectScore(expected.ben);
      }

      // Ann answers first by keyboard and is right: position 1 of 2 → ceil(1000·0.5 + 1000) = 1500. Her phone
      // says only that it is locked in, and keeps the score from before, until the question closes (issue 29).
      await annGame.answerByKey(card.Answer);
      expect(await visibleText(annPage.getByText("Please wait for the others!"))).toBeTruthy();
      expect(await visibleText(annPage.getByText("Answer locked in"))).toBeTruthy();
      expect(await annPage.getByText("Correct!").count()).toBe(0);
      await annGame.expectScore(expected.ann);
      expected.ann += 1500;
      if (n === 0) await saveScreenshot(annPage, "game-answer-submitted");

      // Ben answers second by click: wrong on the first card (0 points), right afterwards (1000).
      await benGame.answerByClick(n === 0 ? card.Incorrect2 : card.Answer);
      expected.ben += n === 0 ? 0 : 1000;

      // The last answer closes the question at once: each player sees their result, the host the answers;
      // Next shows everybody the leaderboard.
      await benGame.waitForHeading(n === 0 ? /^Incorrect$/ : /^Correct$/);
      await annGame.waitForHeading(/^Correct$/);
      await annGame.expectScore(expected.ann);
      await host.waitForHeading("Results");
      const announced = (page: Page) => page.locator(".game-announcer").textContent();
      if (n === 0) {
        // A screen reader hears each screen's title too, wherever its user's focus is.
        expect(await announced(benPage)).toBe("Incorrect");
        expect(await announced(annPage)).toBe("Correct");
        expect(await announced(hostPage)).toBe("Results");
      }
      await host.nextButton.click();
      for (const screen of [host, annGame, benGame]) await screen.waitForHeading("Leaderboard");
      if (n === 0) expect(await announced(hostPage)).toBe("Leaderboard");
      const rows = await host.leaderboardRows().allTextContents();
      expect(rows[0]).toContain("1st");
      expect(rows[0]).toContain(ann.displayName);
      expect(rows[0]).toContain(String(expected.ann));
      expect(rows[1]).toContain("2nd");
      expect(rows[1]).toContain(String(expected.ben));
      await benGame.expectScore(expected.ben);
      if (n === 0) {
        await expectNoAxeViolations(hostPage);
        await saveScreenshot(hostPage, "game-leaderboard");
        await saveScreenshot(annPage, "game-leaderboard");
      }
      await host.nextButton.click();
    }

    for (const screen of [host, annGame, benGame]) await screen.waitForHeading("Final Leaderboard");
    const podium = annPage.getByRole("list", { name: "Podium" }).getByRole("listitem");
    await expect.poll(() => podium.count(), LONG).toBe(2);
    expect(await visibleText(annPage.getByText(/You finished\s+1st\s+of 2/))).toBeTruthy();
    expect(await visibleText(benPage.getByText(/You finished\s+2nd\s+of 2/))).toBeTruthy();
    const everyone = await host.leaderboardRows("Everyone").allTextContents();
    expect(everyone).toHaveLength(2);
    expect(everyone[0]).toContain(String(expected.ann));
    // The players are thanked for playing; the host is told the game is over.
    expect(await visibleText(annPage.getByText("The game is over. Thanks for playing!"))).toBeTruthy();
    expect(await visibleText(hostPage.getByRole("status").filter({ hasText: /^The game is over\.$/ }))).toBeTruthy();
    await expectNoAxeViolations(annPage);
    await expectNoAxeViolations(hostPage);
    await saveScreenshot(annPage, "game-final");
    await saveScreenshot(hostPage, "game-final");

    for (const [page, user, score] of [
      [annPage, ann, expected.ann],
      [benPage, ben, expected.ben],
    ] as const) {
      await expect
        .poll(async () => (await apiAs<UserRecord>(page, "GET", `/api/users/${user.id}`)).Games_Played, LONG)
        .toBe(1);
      expect((await apiAs<UserRecord>(page, "GET", `/api/users/${user.id}`)).Total_Score).toBe(score);
    }

    await hostPage.getByRole("button", { name: "Exit" }).click();
    await expectPath(hostPage, "/dashboard");
    await annPage.getByRole("button", { name: "Leave" }).click();
    await expectPath(annPage, "/dashboard");
  });

  test("a deck without a complete card makes no game, with a clear message: no lobby that could never start", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const host = await newUser(hostPage);
    await deckWithCards(hostPage, "Half Done", [{ Question: "Only a question", Answer: "and an answer" }]);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    await expect.poll(() => setup.deckSelect.locator("option").allTextContents()).toContain("Half Done");
    await setup.deckSelect.selectOption({ label: "Half Done" });
    await hostPage.getByText("No questions can be played.").waitFor();
    await setup.createButton.click();
    expect(await visibleText(hostPage.getByRole("alert"))).toBe(
      "This deck has no complete cards to play. Every card needs a question and its answers.",
    );
    expect(await setup.joinCode.count()).toBe(0);
    expect(await apiAs<unknown>(hostPage, "GET", `/api/games/${host.id}/host`)).toBeNull();
    expect(new URL(hostPage.url()).pathname).toBe("/host/start");
    await expectNoAxeViolations(hostPage);
  });

  test("a reload of /host/{id} and of /join/{id} lands on the right screen; Leave takes a player out", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    await deckWithCards(hostPage, "Two Cards", capitals.slice(0, 2));
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("Two Cards");
    const join = new JoinPage(annPage);
    await join.goto(code);
    // The page is drawn once its messages have arrived: the link's code fills the box then.
    await expect.poll(() => join.codeInput.inputValue(), { timeout: 20_000 }).toBe(code);
    await join.goButton.click();
    await join.waiting.waitFor(LONG);
    await setup.startButton.waitFor(LONG);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName]);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    await annGame.waitForQuestion(capitals[0]!.Question);
    await annGame.answerByClick(capitals[0]!.Answer);
    await host.waitForHeading("Results");
    await hostPage.reload();
    await host.waitForHeading("Results");
    await annPage.reload();
    await annGame.waitForHeading(/^Correct$/);
    await annGame.expectScore(1000);

    await host.nextButton.click();
    await annGame.waitForHeading("Leaderboard");
    await hostPage.reload();
    await host.waitForHeading("Leaderboard");
    await host.nextButton.click();
    await annGame.waitForQuestion(capitals[1]!.Question);
    await annPage.getByRole("button", { name: "Leave" }).click();
    const dialog = annPage.getByRole("dialog", { name: "Leave the game?" });
    await dialog.waitFor();
    await expectNoAxeViolations(annPage);
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expectPath(annPage, "/dashboard");
    // The host hears of it (issue 11); the only player left: the question closes and the game goes on without her.
    expect(await visibleText(hostPage.getByText(`${isolated(ann.displayName)} left`, { exact: true }))).toBeTruthy();
    await host.waitForHeading("Results");
    await host.nextButton.click();
    await host.waitForHeading("Leaderboard");
    await host.nextButton.click();
    await host.waitForHeading("Final Leaderboard");
  });

  test("a game that does not exist shows the error screen with the server's reason", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    await page.goto("/join/AAAAAAAAAAAA");
    await new GameScreen(page).waitForHeading("Connection problem");
    expect(await visibleText(page.getByRole("alert").last())).toContain(
      "This game does not exist or is no longer running",
    );
    expect(await visibleText(page.getByRole("link", { name: "Join another game" }))).toBeTruthy();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "game-error");
  });

  test("when the connection cannot be confirmed after 30 tries, player and host see a professional message", async () => {
    for (const [path, viewport, text] of [
      ["/join/5", PHONE, messages.connectionLost],
      ["/host/5", DESKTOP, messages.hostConnectionLost],
    ] as const) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      e2e.allowConsoleErrors(page, /WebSocket|socket\.io|Failed to load resource/);
      // No game server answers: every socket attempt fails.
      await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
      await routeNow(page, /\/socket\.io\//, (route) => route.abort());
      await page.clock.install();
      await page.goto(path);
      await page.getByText("Get Ready To Start!").waitFor();
      await page.clock.runFor(31_000);
      expect(await visibleText(page.getByRole("alert").last())).toBe(text);
      await saveScreenshot(page, path.startsWith("/host") ? "game-host-error" : "game-player-error");
    }
  });
});

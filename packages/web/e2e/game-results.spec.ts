import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { isolated } from "../src/i18n/isolate";
import {
  apiAs,
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  newUser,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { botPlayer } from "./pages/bot-players";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, playerInLobby } from "./pages/game-pages";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };
const TIMER_SECONDS = 8;

/** The text of the player's result screen, as one line. */
async function resultText(page: Page): Promise<string> {
  const screen = page.locator(".game-question-result");
  await screen.waitFor(LONG);
  return ((await screen.textContent()) ?? "").replace(/\s+/g, " ");
}

/** A host's lobby of a two-card deck with Ann, on a phone, waiting in it. */
async function annInTwoCardLobby() {
  const lobby = await playerInLobby(e2e, {
    title: "Two Cards",
    cards: capitals.slice(0, 2),
    playerViewport: TALL_PHONE,
  });
  return { ...lobby, annPage: lobby.playerPage, ann: lobby.player };
}

describe("results, late joins and removal in the browser (issue 11)", () => {
  test("three phone players each see their result after every question; one joins late, one is removed; the host sees the bars", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    const benPage = await e2e.newPage(TALL_PHONE);
    const catPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    const ben = await newUser(benPage);
    const cat = await newUser(catPage);
    await deckWithCards(hostPage, "World Capitals", capitals);

    const setup = new HostStartPage(hostPage);
    await setup.goto();
    expect(await setup.lateJoinsSwitch.getAttribute("aria-checked")).toBe("true");
    await setup.timerNumber.fill(String(TIMER_SECONDS));
    const code = await setup.createGame("World Capitals");
    for (const page of [annPage, benPage]) {
      const join = new JoinPage(page);
      await join.goto();
      await join.join(code);
    }
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName, ben.displayName]);
    await setup.startButton.waitFor(LONG);
    await checkScreen(hostPage, "game11-lobby-remove");
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    const benGame = new GameScreen(benPage);
    const catGame = new GameScreen(catPage);
    const [paris, tokyo, lima] = capitals as [(typeof capitals)[0], (typeof capitals)[0], (typeof capitals)[0]];

    // Question 1: Ann answers right (1st of 2: 1500); Ben lets the time run out.
    await annGame.waitForQuestion(paris.Question);
    await benGame.waitForQuestion(paris.Question);
    await host.waitForQuestion(paris.Question);
    await annGame.answerByClick(paris.Answer);
    expect(await visibleText(hostPage.getByText("1 of 2 answered"))).toBeTruthy();
    // The host sees who the question still waits for (issue 29).
    expect(await visibleText(hostPage.getByText(`Not answered yet: ${ben.displayName}`))).toBeTruthy();
    await checkScreen(hostPage, "game29-host-waiting-for");
    await benGame.waitForHeading(/^Time's up$/);
    expect(await resultText(benPage)).toContain("+0");
    expect(await resultText(benPage)).toContain("You are 2nd of 2");
    expect(await resultText(benPage)).toContain("Correct answer: Paris");
    expect(await resultText(benPage)).not.toMatch(/up \d|down \d|same/);
    await annGame.waitForHeading(/^Correct$/);
    expect(await resultText(annPage)).toContain("+1500");
    expect(await resultText(annPage)).toContain("Score 1500");
    expect(await resultText(annPage)).toContain("You are 1st of 2");
    await annGame.expectScore(1500);
    await checkScreen(annPage, "game11-result-correct");
    await checkScreen(benPage, "game11-result-timeout");

    // The host sees the right answer, a bar per answer with count and share, and who did not answer.
    await host.waitForHeading("Results");
    const bars = hostPage.getByRole("list", { name: "Answers chosen" }).getByRole("listitem");
    const rows = (await bars.allTextContents()).map((row) => row.replace(/\s+/g, " "));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.includes(paris.Answer))).toMatch(/✓ Correct.*1 \(50%\)/);
    expect(rows.filter((row) => row.includes("✓ Correct"))).toHaveLength(1);
    expect(rows.filter((row) => row.endsWith("0 (0%)"))).toHaveLength(3);
    expect(await visibleText(hostPage.getByText("1 did not answer"))).toBeTruthy();
    await checkScreen(hostPage, "game11-host-bars");

    // Cat joins late, while the results show: a waiting screen and "Joined late"; the host hears of it.
    const catJoin = new JoinPage(catPage);
    await catJoin.goto(code);
    await catJoin.goButton.click();
    await catGame.waitForHeading("You joined late");
    expect(await visibleText(catPage.getByText("Joined late", { exact: true }))).toBeTruthy();
    expect(await visibleText(hostPage.getByText(`${isolated(cat.displayName)} joined late`))).toBeTruthy();
    await checkScreen(catPage, "game11-late-waiting");

    // Next: the leaderboard for everybody, each player's own row highlighted.
    await host.nextButton.click();
    for (const screen of [host, annGame, benGame, catGame]) await screen.waitForHeading("Leaderboard");
    expect(await annPage.locator(".ranked-you").textContent()).toContain(ann.displayName);
    expect(await benPage.locator(".ranked-you").textContent()).toContain(ben.displayName);
    await checkScreen(benPage, "game11-leaderboard-own-row");

    // Question 2, Cat's first: Cat right first of 3 (1667), Ann wrong second (334), Ben right last (1000).
    await host.nextButton.click();
    for (const screen of [annGame, benGame, catGame]) await screen.waitForQuestion(tokyo.Question);
    // Each waits for the server's check of the one before, so the order of arrival is the order of answers.
    await catGame.answerByClick(tokyo.Answer);
    await catPage.getByText("Answer locked in").waitFor(LONG);
    await annGame.answerByClick(tokyo.Incorrect1);
    await annPage.getByText("Answer locked in").waitFor(LONG);
    await benGame.answerByClick(tokyo.Answer);
    await benGame.waitForHeading(/^Correct$/);
    expect(await resultText(benPage)).toContain("+1000");
    expect(await resultText(benPage)).toContain("You are 3rd of 3");
    expect(await resultText(benPage)).toContain("down 1");
    await annGame.waitForHeading(/^Incorrect$/);
    expect(await resultText(annPage)).toContain("+334");
    expect(await resultText(annPage)).toContain("You are 1st of 3");
    expect(await resultText(annPage)).toContain("same");
    expect(await resultText(annPage)).toContain("Correct answer: Tokyo");
    await catGame.waitForHeading(/^Correct$/);
    expect(await resultText(catPage)).toContain("+1667");
    expect(await resultText(catPage)).toContain("You are 2nd of 3");
    expect(await resultText(catPage)).not.toMatch(/up \d|down \d|same/);
    await checkScreen(annPage, "game11-result-incorrect");
    await host.waitForHeading("Results");
    expect(await visibleText(hostPage.getByText("0 did not answer"))).toBeTruthy();

    // The host removes Ben during the game (here on the leaderboard), after a confirmation.
    await host.nextButton.click();
    await host.waitForHeading("Leaderboard");
    expect(await (await host.openPlayers()).allTextContents()).toEqual(
      expect.arrayContaining([ann.displayName, ben.displayName, cat.displayName]),
    );
    await hostPage.getByRole("button", { name: `Remove ${ben.displayName}` }).click();
    await hostPage.getByRole("dialog", { name: `Remove ${ben.displayName}?` }).waitFor(LONG);
    await checkScreen(hostPage, "game11-host-remove-dialog");
    await hostPage.getByRole("button", { name: "Cancel" }).click();
    await host.removePlayer(ben.displayName);
    await benGame.waitForHeading("Removed from the game");
    expect(await visibleText(benPage.getByRole("alert"))).toBe("The host removed you from this game");
    await checkScreen(benPage, "game11-removed");
    await expect.poll(async () => (await host.openPlayers()).allTextContents(), LONG).not.toContain(ben.displayName);

    // Ben cannot come back: neither by the game's address nor by the code.
    const gameId = new URL(hostPage.url()).pathname.split("/").pop();
    await benPage.reload();
    await benGame.waitForHeading("Removed from the game");
    await benPage.getByRole("link", { name: "Join another game" }).click();
    await expectPath(benPage, "/join");
    const benJoin = new JoinPage(benPage);
    await benJoin.codeInput.fill(code);
    await benJoin.goButton.click();
    expect(await visibleText(benPage.getByRole("alert"))).toContain("The host removed you from this game");
    expect(new URL(benPage.url()).pathname).not.toBe(`/join/${gameId}`);

    await host.nextButton.click();
    for (const screen of [annGame, catGame]) await screen.waitForQuestion(lima.Question);

    // The last question closes when Ann and Cat have answered: both see their result, then the end.
    await annGame.answerByClick(lima.Answer);
    await catGame.answerByClick(lima.Incorrect3);
    await catGame.waitForHeading(/^Incorrect$/);
    await annGame.waitForHeading(/^Correct$/);
    expect(await resultText(annPage)).toContain("of 2");
    await host.waitForHeading("Results");
    await host.nextButton.click();
    await host.waitForHeading("Leaderboard");
    await host.nextButton.click();
    for (const screen of [host, annGame, catGame]) await screen.waitForHeading("Final Leaderboard");
    // The final list comes with game_ended, a moment after the heading.
    await expect.poll(() => host.leaderboardRows("Everyone").count(), LONG).toBe(2);
    const everyone = await host.leaderboardRows("Everyone").allTextContents();
    expect(everyone.join(" ")).not.toContain(ben.displayName);
  }, 180_000);

  test("right or wrong is told at the close by default; a host can show it as soon as they answer (issue 29)", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    const benPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    await newUser(annPage);
    await newUser(benPage);
    await deckWithCards(hostPage, "Practice", capitals.slice(0, 1));
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    expect(await setup.revealChoice("When the question closes").isChecked()).toBe(true);
    await setup.revealChoice("As soon as they answer").check();
    await checkScreen(hostPage, "game29-reveal-setting");
    const code = await setup.createGame("Practice");
    for (const page of [annPage, benPage]) {
      const join = new JoinPage(page);
      await join.goto();
      await join.join(code);
    }
    await expect.poll(() => setup.players.count(), LONG).toBe(2);
    await setup.startButton.click();
    const annGame = new GameScreen(annPage);
    const [paris] = capitals as [(typeof capitals)[0]];
    await annGame.waitForQuestion(paris.Question);
    // Ann is right, first of 2: told at once, while Ben still thinks.
    await annGame.answerByClick(paris.Answer);
    await annPage.getByText("Correct!").waitFor(LONG);
    expect(await visibleText(annPage.locator(".game-result"))).toContain("+1500 points");
    await annGame.expectScore(1500);
    await checkScreen(annPage, "game29-reveal-at-once");
  });

  test("Lock game keeps a new student out with This game is locked until Unlock game (issue 29)", async () => {
    const { hostPage, annPage, setup, code } = await annInTwoCardLobby();
    const benPage = await e2e.newPage(TALL_PHONE);
    await newUser(benPage);
    await hostPage.getByRole("button", { name: "Lock game" }).click();
    expect(await visibleText(hostPage.getByText("Locked: nobody new can join"))).toBeTruthy();
    await checkScreen(hostPage, "game29-locked-lobby");

    e2e.allowConsoleErrors(benPage, /Failed to load resource/);
    const join = new JoinPage(benPage);
    await join.goto();
    await join.codeInput.fill(code);
    await join.goButton.click();
    expect(await visibleText(benPage.getByRole("alert"))).toContain("This game is locked");
    // The refusal is the page's one message: no "No messages yet." beside it.
    expect(await benPage.getByText("No messages yet.").count()).toBe(0);
    await checkScreen(benPage, "game29-locked-student");

    // Ann, already in, is back after a reload; Ben gets in once the host unlocks.
    await annPage.reload();
    await new JoinPage(annPage).waiting.waitFor(LONG);
    await hostPage.getByRole("button", { name: "Unlock game" }).click();
    await hostPage.getByRole("button", { name: "Lock game" }).waitFor(LONG);
    await join.goButton.click();
    await join.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.count(), LONG).toBe(2);
  });

  test("presenting from a laptop: Next keeps the focus; Space, →, PageDown and Enter advance (issue 29)", async () => {
    const { hostPage, annPage, setup } = await annInTwoCardLobby();
    const benPage = await e2e.newPage(TALL_PHONE);
    await newUser(benPage);
    await setup.startButton.waitFor(LONG);
    const code = (await visibleText(setup.joinCode)).trim();
    const benJoin = new JoinPage(benPage);
    await benJoin.goto();
    await benJoin.join(code);
    await expect.poll(() => setup.players.count(), LONG).toBe(2);
    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];
    await host.waitForQuestion(paris.Question);

    // Nobody answers: → closes the question, PageDown shows the leaderboard.
    await hostPage.locator("body").click();
    await hostPage.keyboard.press("ArrowRight");
    await host.waitForHeading("Results");
    await hostPage.keyboard.press("PageDown");
    await host.waitForHeading("Leaderboard");
    // The button itself: the focus stays on Next for the next press, which Enter makes.
    await host.nextButton.click();
    await host.waitForQuestion(tokyo.Question);
    expect(await hostPage.evaluate(() => document.activeElement?.textContent)).toBe("Next");
    // At once: the question can show before the click's own request is answered, and the new step's press counts.
    await hostPage.keyboard.press("Enter");
    await host.waitForHeading("Results");
    await annGame.waitForHeading(/^Time's up$/);
    // Space with the focus elsewhere on the page.
    await hostPage.locator("body").click();
    await hostPage.keyboard.press(" ");
    await host.waitForHeading("Leaderboard");
  });

  test("a player outside the top 5 sees their own row under it", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const annPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    const ann = await newUser(annPage);
    const [paris] = capitals as [(typeof capitals)[0]];
    await deckWithCards(hostPage, "One Card", [paris]);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("One Card");
    // Five players who answer right at once, so Ann (wrong) is 6th of 6.
    const bots = await Promise.all(Array.from({ length: 5 }, () => botPlayer(e2e.baseUrl, code, () => paris.Answer)));
    const join = new JoinPage(annPage);
    await join.goto();
    await join.join(code);
    await expect.poll(() => setup.players.count(), LONG).toBe(6);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const annGame = new GameScreen(annPage);
    await annGame.waitForQuestion(paris.Question);
    await annGame.answerByClick(paris.Incorrect1);
    await annGame.waitForHeading(/^Incorrect$/);
    expect(await resultText(annPage)).toContain("You are 6th of 6");
    const score = (await annPage.getByTestId("result-score").textContent()) ?? "";

    await host.waitForHeading("Results");
    await host.nextButton.click();
    await annGame.waitForHeading("Leaderboard");
    const top = await annGame.leaderboardRows().allTextContents();
    expect(top).toHaveLength(5);
    expect(top.join(" ")).not.toContain(ann.displayName);
    const own = (await annGame.leaderboardRows("Your place").allTextContents()).map((row) => row.replace(/\s+/g, " "));
    expect(own).toEqual([`6th${ann.displayName} (you)${score}`]);
    expect(await annPage.locator(".ranked-you").count()).toBe(1);
    await checkScreen(annPage, "game11-leaderboard-own-row-below");
    for (const bot of bots) bot.close();
  });

  test("the host removes a player from the lobby, after a confirmation; they cannot join again", async () => {
    const { hostPage, annPage, ann, setup, code } = await annInTwoCardLobby();
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName]);

    await new GameScreen(hostPage).removePlayer(ann.displayName);
    await expect.poll(() => setup.players.count(), LONG).toBe(0);
    expect(await visibleText(annPage.getByRole("alert"))).toContain("The host removed you from this game");
    await expectPath(annPage, "/join");
    await expectNoAxeViolations(annPage);
    // Not by the game's address either.
    const game = await apiAs<{ Game_id: string }>(annPage, "GET", `/api/games/${code}/join`);
    await annPage.goto(`/join/${game.Game_id}`);
    await new GameScreen(annPage).waitForHeading("Removed from the game");
    expect(await setup.players.count()).toBe(0);
  });

  test("a late joiner during a question waits for the next; a game ended early says so (to the host in its own words); the error screen offers another game", async () => {
    const { hostPage, annPage, setup, code } = await annInTwoCardLobby();
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();
    const annGame = new GameScreen(annPage);
    await annGame.waitForQuestion(capitals[0]!.Question);

    // Dan joins while the first question is open: he is not part of it and is not counted in it.
    const danPage = await e2e.newPage(TALL_PHONE);
    await newUser(danPage);
    const danJoin = new JoinPage(danPage);
    await danJoin.goto(code);
    await danJoin.goButton.click();
    const danGame = new GameScreen(danPage);
    await danGame.waitForHeading("You joined late");
    expect(await danPage.locator(".answer-grid").count()).toBe(0);
    await annGame.answerByClick(capitals[0]!.Answer);
    const host = new GameScreen(hostPage);
    await host.waitForHeading("Results");
    expect(await visibleText(hostPage.getByText("0 did not answer"))).toBeTruthy();
    expect(await danGame.heading("You joined late").isVisible()).toBe(true);

    await hostPage.getByRole("button", { name: "End Game" }).click();
    await hostPage.getByRole("dialog", { name: "End the game?" }).getByRole("button", { name: "End Game" }).click();
    for (const screen of [annGame, danGame]) await screen.waitForHeading("Final Leaderboard");
    expect(await visibleText(annPage.getByText("The host ended the game"))).toBeTruthy();
    await checkScreen(annPage, "game11-ended-by-host");
    // The host reads the same ending in the second person.
    await host.waitForHeading("Final Leaderboard");
    expect(await visibleText(hostPage.getByRole("status").filter({ hasText: "You ended the game." }))).toBeTruthy();
    expect(await hostPage.getByText("The host ended the game").count()).toBe(0);
    await checkScreen(hostPage, "game11-host-ended");

    await annPage.goto("/join/AAAAAAAAAAAA");
    await annGame.waitForHeading("Connection problem");
    await checkScreen(annPage, "game11-error-join-another");
    await annPage.getByRole("link", { name: "Join another game" }).click();
    await expectPath(annPage, "/join");
  });
});

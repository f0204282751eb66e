/**
 * Issue 12: guests. A signed-out phone joins a live game by its QR link with a nickname, plays it to the podium
 * (reloading mid-question on the way), then signs up from the final screen and finds the game in its stats and
 * its Past games.
 */
import { messages } from "@quizdeck/shared/messages";
import type { SessionReply } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  blockWebSockets,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdSocketMessages,
  newUser,
  routeNow,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  uniqueUserDetails,
  visibleText,
} from "./harness";
import { botPlayer } from "./pages/bot-players";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage } from "./pages/game-pages";
import { SignupPage } from "./pages/signup-page";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** A signed-in host at the desktop with a lobby open for a deck of `cards` capitals. */
async function hostLobby(title: string, cards = 1, options: { signedInOnly?: boolean; timer?: number } = {}) {
  const hostPage = await e2e.newPage(DESKTOP);
  await newUser(hostPage);
  await deckWithCards(hostPage, title, capitals.slice(0, cards));
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  const anyone = hostPage.getByRole("radio", { name: "Anyone with the code" });
  await anyone.waitFor(LONG);
  expect(await anyone.isChecked()).toBe(true);
  if (options.signedInOnly) await hostPage.getByRole("radio", { name: "Only signed-in users" }).check();
  if (options.timer) await setup.timerNumber.fill(String(options.timer));
  return { hostPage, setup, code: await setup.createGame(title) };
}

/** A signed-out phone (390×844, touch) on the game's QR link, the code already filled in. */
async function guestPhoneOnLink(
  code: string,
  beforeLoad?: (page: Page) => Promise<void>,
): Promise<{ page: Page; join: JoinPage }> {
  const page = await e2e.newPage(TALL_PHONE, { touch: true });
  await beforeLoad?.(page);
  const join = new JoinPage(page);
  await join.goto(code);
  // The page is drawn once its messages have arrived: the link's code fills the box then.
  await expect.poll(() => join.codeInput.inputValue(), { timeout: 20_000 }).toBe(code);
  return { page, join };
}

describe("guests join a live game with a code and a nickname (issue 12)", () => {
  test("a signed-out phone joins by QR link, plays to the podium, resumes after a reload, signs up and keeps the result", async () => {
    const { hostPage, setup, code } = await hostLobby("Two Capitals", 2, { timer: 20 });
    const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];
    // A signed-in player who answers the first question right at once and lets the second run out, so that
    // question stays open while the guest reloads.
    const bot = await botPlayer(e2e.baseUrl, code, (question) => (question === paris.Question ? paris.Answer : ""));

    const { page: phone, join } = await guestPhoneOnLink(code);
    await join.goButton.click();
    await join.nicknameInput.waitFor(LONG);
    // The keyboard goes on in the nickname field; Enter joins.
    expect(await join.nicknameInput.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, "guest-nickname");
    await phone.keyboard.type("Zoë");
    await phone.keyboard.press("Enter");
    await join.waiting.waitFor(LONG);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, "guest-lobby");
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([bot.username, "Zoë"]);
    // Guests see no sidebar.
    expect(await phone.getByRole("navigation").count()).toBe(0);

    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    const guest = new GameScreen(phone);
    await guest.waitForQuestion(paris.Question);
    await expect.poll(() => phone.locator(".game-top-bar-facts").textContent(), LONG).toContain("Zoë");
    await guest.answerByClick(paris.Answer);
    await guest.waitForHeading(/^Correct$/);
    const firstScore = Number(await guest.score.textContent());
    expect(firstScore).toBeGreaterThanOrEqual(1000);
    await host.waitForHeading("Results");
    await host.nextButton.click();
    await guest.waitForHeading("Leaderboard");
    await expect
      .poll(() => guest.leaderboardRows().allTextContents(), LONG)
      .toEqual(expect.arrayContaining([expect.stringContaining("Zoë (you)")]));
    await host.nextButton.click();

    // Mid-question, the phone reloads: the guest cookie brings it back to the open question with its score.
    await guest.waitForQuestion(tokyo.Question);
    await phone.reload();
    await guest.waitForQuestion(tokyo.Question);
    await guest.expectScore(firstScore);
    await guest.answerByClick(tokyo.Answer);
    // The bot lets this question run out: its result comes when the 20 s timer ends, counted from before the reload.
    await guest.waitForHeading(/^Correct$/, { timeout: 35_000 });
    const finalScore = Number(await guest.score.textContent());
    expect(finalScore).toBeGreaterThanOrEqual(firstScore + 1000);
    await host.waitForHeading("Results");
    await host.nextButton.click();
    await host.waitForHeading("Leaderboard");
    await host.nextButton.click();

    // The podium: the guest is on it, and no name there is a link.
    await guest.waitForHeading("Final Leaderboard");
    const podium = phone.getByRole("list", { name: "Podium" });
    await expect.poll(async () => (await podium.count()) > 0 && podium.textContent(), LONG).toContain("Zoë");
    expect(await podium.getByRole("link").count()).toBe(0);
    expect(await phone.getByRole("list", { name: "Everyone" }).getByRole("link").count()).toBe(0);
    const keep = phone.getByRole("link", { name: messages.signUpToKeep });
    await keep.waitFor(LONG);
    // Issue 29 point 11: the offer names the game.
    expect(await visibleText(keep)).toBe(`${messages.signUpToKeep} from “Two Capitals”`);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, "guest-final");
    // The host's own final screen offers no sign-up.
    await host.waitForHeading("Final Leaderboard");
    expect(await hostPage.getByRole("link", { name: messages.signUpToKeep }).count()).toBe(0);
    // The host's report lists the guest like anyone, marked as a guest, without a profile link.
    const viewReport = hostPage.getByRole("link", { name: "View report" });
    await viewReport.waitFor(LONG);
    // Right at the end the report may not be written yet: the page asks again after a 404 (api/reports.ts).
    e2e.allowConsoleErrors(hostPage, /\/report: Failed to load resource: .* status of 404/);
    await viewReport.click();
    const guestRow = hostPage.locator(".report-table tbody tr", { hasText: "Zoë" });
    expect((await visibleText(guestRow)).replace(/\s+/g, " ")).toContain("Zoë (guest)");
    expect(await hostPage.locator('.report-table a[href^="/profile"]').count()).toBe(0);
    await saveScreenshot(hostPage, "guest-host-report");

    // Signing up from there keeps the game in the new account's stats.
    await keep.click();
    await expectPath(phone, "/signup");
    const signup = new SignupPage(phone);
    // The nickname is the display name to begin with.
    expect(await signup.field("Display Name").inputValue()).toBe("Zoë");
    const { email, password } = uniqueUserDetails();
    await signup.fill({ Email: email, "Confirm Email": email, Password: password, "Confirm Password": password });
    await signup.submit();
    await expectPath(phone, "/dashboard");
    // Issue 29 point 11: the new account's Past games lists the game, played, with the guest's score and place.
    const pastGames = phone.getByRole("list", { name: "Past games" }).getByRole("listitem");
    await expect.poll(() => pastGames.allInnerTexts(), LONG).toHaveLength(1);
    const pastGame = (await pastGames.first().innerText()).replace(/\s+/g, " ").trim();
    expect(pastGame).toMatch(
      new RegExp(`^Two Capitals Played .+ · You scored ${finalScore.toLocaleString("en-US")} points · (1st|2nd) of 2$`),
    );
    expect(await pastGames.first().getByRole("link").count()).toBe(0);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, "guest-signed-up-past-games");
    const session = (await (await phone.context().request.get("/api/auth/session")).json()) as SessionReply;
    const userId = session.authenticated ? session.user?.id : undefined;
    expect(userId).toBeTruthy();
    await phone.goto(`/profile/${userId}`);
    expect(await visibleText(phone.getByRole("heading", { level: 1 }))).toBe("Zoë");
    const gamesPlayed = phone.locator(".profile-stat", { hasText: "Games Played" }).locator(".profile-stat-value");
    await expect.poll(() => gamesPlayed.textContent(), LONG).toBe("1");
    const totalPoints = phone.locator(".profile-stat", { hasText: "Total Points" }).locator(".profile-stat-value");
    expect((await totalPoints.textContent())?.replace(/\D/g, "")).toBe(String(finalScore));
    bot.close();
  }, 120_000);

  test("a game for signed-in players only asks a signed-out visitor to log in", async () => {
    const { code } = await hostLobby("Members Only", 1, { signedInOnly: true });
    const { page, join } = await guestPhoneOnLink(code);
    await join.goButton.click();
    expect(await visibleText(page.getByText(messages.signedInOnly))).toBeTruthy();
    expect(await join.nicknameInput.count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "guest-signed-in-only");
    // Change code brings the code box back with the focus in it, for the next code.
    await page.getByRole("button", { name: "Change code" }).click();
    const codeBox = page.getByLabel("Join code");
    await expect.poll(() => codeBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await join.goButton.click();
    await page.getByRole("link", { name: "Log in" }).click();
    await expectPath(page, "/login");
  });

  test("a nickname is checked before sending and against the word list; one taken in the game (any case) is refused; a removed guest's stays out", async () => {
    const { setup, code } = await hostLobby("Nicknames");
    const first = await guestPhoneOnLink(code);
    await first.join.enterAsGuest("Sam");
    await first.join.waiting.waitFor(LONG);

    const second = await guestPhoneOnLink(code);
    e2e.allowConsoleErrors(second.page, /Failed to load resource/);
    await second.join.goButton.click();
    await second.join.nicknameInput.waitFor(LONG);
    await second.join.nicknameInput.fill("S");
    await second.join.joinButton.click();
    expect(await visibleText(second.page.getByRole("alert"))).toBe(messages.nicknameLength);
    // The server's word list refuses a rude nickname, with its message.
    await second.join.nicknameInput.fill("Fuck");
    await second.join.joinButton.click();
    await expect
      .poll(() => second.page.locator("#join-nickname-error").textContent(), LONG)
      .toBe(messages.nicknameRude);
    // The message goes once it no longer applies.
    await second.join.nicknameInput.fill("sam");
    expect(await second.page.getByText(messages.nicknameRude).count()).toBe(0);
    await second.join.joinButton.click();
    await expect.poll(() => second.page.getByRole("alert").textContent(), LONG).toBe(messages.nicknameTaken);
    expect(await second.page.getByText(messages.nicknameTaken).count()).toBe(1);
    await expectNoAxeViolations(second.page);
    await saveScreenshot(second.page, "guest-nickname-taken");
    await second.join.nicknameInput.fill("Sam 2");
    expect(await second.page.getByText(messages.nicknameTaken).count()).toBe(0);
    await second.join.joinButton.click();
    await second.join.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(["Sam", "Sam 2"]);
    // The host's list marks guests.
    expect(await setup.page.getByRole("list", { name: "Players" }).locator(".player-guest").count()).toBe(2);
    await saveScreenshot(setup.page, "guest-host-lobby");

    // The host removes a guest like any player; their nickname cannot come back into this game.
    await new GameScreen(setup.page).removePlayer("Sam");
    expect(await visibleText(first.page.getByRole("alert"))).toContain("The host removed you from this game");
    const third = await guestPhoneOnLink(code);
    e2e.allowConsoleErrors(third.page, /Failed to load resource/);
    await third.join.enterAsGuest("SAM");
    await expect
      .poll(() => third.page.locator("#join-nickname-error").textContent(), LONG)
      .toContain("The host removed you from this game");
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(["Sam 2"]);

    // The removed phone stays out under a new nickname too (issue 29).
    e2e.allowConsoleErrors(first.page, /Failed to load resource/);
    await first.join.enterAsGuest("Batman", code);
    await expect
      .poll(() => first.page.locator("#join-nickname-error").textContent(), LONG)
      .toContain("The host removed you from this game");
    expect(await setup.players.allTextContents()).toEqual(["Sam 2"]);
  });

  test("a server in trouble keeps the guest at their nickname, to send again", async () => {
    const { setup, code } = await hostLobby("Trouble");
    const guest = await guestPhoneOnLink(code);
    e2e.allowConsoleErrors(guest.page, /Failed to load resource.*500/);
    await guest.join.goButton.click();
    await guest.join.nicknameInput.waitFor(LONG);
    await guest.join.nicknameInput.fill("Robin");
    await routeNow(guest.page, "**/api/games/*/guests", (route) => route.fulfill({ status: 500, body: "" }));
    await guest.join.joinButton.click();
    await expect.poll(() => guest.page.getByRole("alert").textContent(), LONG).toBe("Something went wrong");
    expect(await guest.join.nicknameInput.inputValue()).toBe("Robin");
    await guest.page.unroute("**/api/games/*/guests");
    await guest.join.joinButton.click();
    await guest.join.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(["Robin"]);
  });

  test("a guest's code takes them back into their own game; another game's code asks for a nickname again", async () => {
    const first = await hostLobby("First Game");
    const guest = await guestPhoneOnLink(first.code);
    await guest.join.enterAsGuest("Kim");
    await guest.join.waiting.waitFor(LONG);
    // The QR link again (a new page load): the guest cookie goes straight back into the lobby.
    await guest.join.goto(first.code);
    await guest.join.goButton.click();
    await guest.join.waiting.waitFor(LONG);
    expect(await guest.join.nicknameInput.count()).toBe(0);
    await expect.poll(() => first.setup.players.allTextContents(), LONG).toEqual(["Kim"]);

    const second = await hostLobby("Second Game");
    await guest.join.goto(second.code);
    await guest.join.enterAsGuest("Kim");
    await guest.join.waiting.waitFor(LONG);
    await expect.poll(() => second.setup.players.allTextContents(), LONG).toEqual(["Kim"]);
    // Go Back leaves the lobby; signed out, it goes to the landing page (the dashboard needs an account).
    await guest.page.getByRole("link", { name: "Go Back" }).click();
    await expectPath(guest.page, "/");
    await expect.poll(() => second.setup.players.count(), LONG).toBe(0);
  });

  test("Go Back right after joining takes the guest out of the lobby, though their connection opens late", async () => {
    const { setup, code } = await hostLobby("Slow Phone");
    // A slow network: the guest's connection (their first, opened once they have a seat) opens only when released.
    let openConnection = () => {};
    const guest = await guestPhoneOnLink(code, async (page) => {
      openConnection = await holdSocketMessages(page, /^0\{"sid"/);
    });
    await guest.join.enterAsGuest("Kim");
    await guest.join.waiting.waitFor(LONG);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual(["Kim"]);
    // The lobby says that its connection is still opening, where the player count will be.
    expect(await visibleText(guest.page.locator(".lobby-waiting .game-hint"))).toBe("Connecting to the game…");
    await saveScreenshot(guest.page, "guest-lobby-connecting");
    // The next page waits for the server to have the leave: the link says so meanwhile.
    await guest.page.getByRole("link", { name: "Go Back" }).click();
    await guest.page.getByRole("link", { name: "Leaving…" }).waitFor(LONG);
    await saveScreenshot(guest.page, "guest-leaving-lobby");
    expect(await guest.join.waiting.isVisible()).toBe(true);
    openConnection();
    await expectPath(guest.page, "/");
    await expect.poll(() => setup.players.count(), LONG).toBe(0);
    // Out of the game itself, not only the list: the connection that opened must not have rejoined.
    await expect.poll(() => setup.page.locator(".player-count").textContent(), LONG).toBe("(0)");
  });

  test.each([
    ["refuses WebSocket", "refuse", LONG],
    // The socket's connect timeout (20 s) passes before it tries long-polling first.
    ["holds WebSocket upgrades unanswered", "hold", { timeout: 45_000 }],
  ] as const)(
    "a phone on a network that %s joins and plays over long-polling",
    async (_network, how, wait) => {
      // A class keeps the question open for its timer, long enough for a phone held up by the connect timeout.
      const { setup, code } = await hostLobby("Strict Network", 1, { timer: 60 });
      const classmate = await botPlayer(e2e.baseUrl, code, () => "");
      let webSocketsTried = async () => 0;
      const guest = await guestPhoneOnLink(code, async (page) => {
        webSocketsTried = await blockWebSockets(page, how);
      });
      await guest.join.enterAsGuest("Kim");
      await guest.join.waiting.waitFor(LONG);
      await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([classmate.username, "Kim"]);
      expect(await webSocketsTried()).toBeGreaterThan(0);
      const countLine = guest.page.locator(".lobby-waiting .game-hint");
      if (how === "hold") expect(await visibleText(countLine)).toBe("Connecting to the game…");
      await expect.poll(() => visibleText(countLine), wait).toBe("2 players in the lobby");

      await setup.startButton.click();
      const [paris] = capitals as [(typeof capitals)[0]];
      const phone = new GameScreen(guest.page);
      await phone.waitForQuestion(paris.Question, wait);
      await phone.answerByClick(paris.Answer);
      // The server has the answer: its acknowledgement came back over long-polling (the result waits for the timer).
      await expect.poll(() => guest.page.locator(".game-result").textContent(), LONG).toBe("Answer locked in");
      classmate.close();
    },
    90_000,
  );

  test("a signed-in player on a network that holds WebSocket unanswered gets into the lobby once connected", async () => {
    const { setup, code } = await hostLobby("Held Sockets");
    const page = await e2e.newPage(TALL_PHONE);
    const ann = await newUser(page);
    await blockWebSockets(page, "hold");
    const join = new JoinPage(page);
    await join.goto(code);
    await join.goButton.click();
    // The socket's connect timeout (20 s) passes before long-polling; meanwhile nothing is refused.
    await page.getByRole("log").getByText("Connecting to the game…").waitFor(LONG);
    await saveScreenshot(page, "join-signed-in-connecting");
    await join.waiting.waitFor({ timeout: 45_000 });
    expect(await page.getByText("The game server did not answer").count()).toBe(0);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName]);
  }, 90_000);

  test("a signed-in player still joins as themselves, without a nickname", async () => {
    const { setup, code } = await hostLobby("Accounts");
    const page = await e2e.newPage(TALL_PHONE);
    const ann = await newUser(page);
    const join = new JoinPage(page);
    await join.goto(code);
    await join.goButton.click();
    await join.waiting.waitFor(LONG);
    expect(await join.nicknameInput.count()).toBe(0);
    await expect.poll(() => setup.players.allTextContents(), LONG).toEqual([ann.displayName]);
  });
});

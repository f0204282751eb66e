import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import { apiAs, expectNoAxeViolations, newUser, saveScreenshot, setUpE2e, TALL_PHONE, visibleText } from "./harness";
import { DecksPage } from "./pages/decks-page";
import { capitals, deckWithCards, GameScreen, HostStartPage, JoinPage, playerInLobby } from "./pages/game-pages";

/**
 * The session ends behind the user's back (signed out in another tab, expired): the next save asks them to log in
 * again over the screen they are on, and what they typed is still there to save.
 */
const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

describe("a session that ends while the user works", () => {
  test("Quick add asks to log in again over the deck; the card typed meanwhile is saved after", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Planets" });
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    const quickAdd = page.getByRole("region", { name: "Quick add" });
    const question = quickAdd.getByLabel("Question", { exact: true });
    await question.waitFor();
    const texts = ["The largest planet?", "Jupiter", "Mars", "Venus", "Mercury"];
    await question.focus();
    for (const [index, text] of texts.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await page.keyboard.type(text);
    }

    // Signed out elsewhere: the same browser's cookie is gone.
    await page.context().request.post("/api/auth/signout");
    e2e.allowConsoleErrors(page, /Failed to load resource.*401/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor();
    expect(await visibleText(dialog.locator("p").first())).toBe(
      "Log in again to carry on. What you were doing stays on this page.",
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "session-lost");

    // A wrong password says so in the dialog, which stays.
    await dialog.getByLabel("Email", { exact: true }).fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("Wrong-pass1");
    await dialog.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).not.toBe("");
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });

    // The card is still typed out, and saves now; the refused save's "signed in" error went with the dialog.
    expect(await quickAdd.getByRole("alert").count()).toBe(0);
    expect(await question.inputValue()).toBe(texts[0]);
    await question.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => decks.cards.count()).toBe(1);
    const cards = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    expect(cards.map((card) => card.Question)).toEqual([texts[0]]);
  });

  test("the host's setup asks to log in again as the session ends, then creates the game over a new connection", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await deckWithCards(page, "Rivers", [capitals[0]!]);
    const setup = new HostStartPage(page);
    await setup.goto();
    await setup.deckSelect.selectOption({ label: "Rivers" });
    // The server closes the setup's game connection as the session ends: the page knows at once.
    await page.context().request.post("/api/auth/signout");
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor();
    // Not now: Create Game asks again, rather than blaming the network.
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });
    await setup.createButton.click();
    await dialog.waitFor();
    expect(await page.getByText("We couldn't reach the game server").count()).toBe(0);
    await dialog.getByLabel("Email", { exact: true }).fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await setup.deckSelect.inputValue()).not.toBe("");
    await setup.createButton.click();
    expect((await visibleText(setup.joinCode)).trim()).toMatch(/^[A-Z0-9]{6}$/);
  });

  test("a game under way asks the host to log in again, and carries on over a new connection after", async () => {
    const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];
    const {
      hostPage,
      playerPage,
      host: hostUser,
      setup,
    } = await playerInLobby(e2e, {
      title: "Lakes",
      cards: [paris, tokyo],
      playerViewport: TALL_PHONE,
    });
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
    await setup.startButton.click();
    const host = new GameScreen(hostPage);
    await host.waitForQuestion(paris.Question);

    // Signed out in another tab: the server closes the host's game connection.
    await hostPage.context().request.post("/api/auth/signout");
    const dialog = hostPage.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor(LONG);
    expect(await hostPage.getByText("Connection lost. Reconnecting…").count()).toBe(0);
    await dialog.getByLabel("Email", { exact: true }).fill(hostUser.email);
    await dialog.getByLabel("Password", { exact: true }).fill(hostUser.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });

    // The same game, where it was: Next moves it on for the player too.
    await host.waitForQuestion(paris.Question);
    await host.nextButton.click();
    await host.waitForHeading("Results");
    await new GameScreen(playerPage).waitForHeading(/^(Time's up|Incorrect|Correct)$/);
  });

  test("a player's game asks to log in again as the session ends; put off, a line says so until they log in, then they play on", async () => {
    const [paris, tokyo] = capitals as [(typeof capitals)[0], (typeof capitals)[0]];
    const { hostPage, playerPage, player, setup } = await playerInLobby(e2e, {
      title: "Rivers and lakes",
      cards: [paris, tokyo],
      playerViewport: TALL_PHONE,
    });
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
    await setup.startButton.click();
    const playing = new GameScreen(playerPage);
    await playing.waitForQuestion(paris.Question);

    // Logged out in another tab of the phone: the server closes the player's game connection.
    await playerPage.context().request.post("/api/auth/signout");
    const dialog = playerPage.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor(LONG);
    await expectNoAxeViolations(playerPage);
    await saveScreenshot(playerPage, "session-lost-player");
    // Not now: the game cannot go on without them, and a line at the foot of the screen says why.
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });
    const putOff = playerPage.getByRole("status").filter({ hasText: "Your session has ended" });
    await putOff.waitFor();
    await expectNoAxeViolations(playerPage);
    await saveScreenshot(playerPage, "session-ended-line-player");
    await putOff.getByRole("button", { name: "Log In" }).click();
    await dialog.getByLabel("Email", { exact: true }).fill(player.email);
    await dialog.getByLabel("Password", { exact: true }).fill(player.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });
    await putOff.waitFor({ state: "detached" });

    // The same game (its question closed meanwhile: nobody connected was left to answer it); the player plays the
    // next one.
    const host = new GameScreen(hostPage);
    await host.waitForHeading("Results");
    await host.nextButton.click();
    await host.waitForHeading("Leaderboard");
    await host.nextButton.click();
    await playing.waitForQuestion(tokyo.Question);
    await playing.answerByClick(tokyo.Answer);
    await playing.waitForHeading("Correct");
  });

  test("a player waiting in a lobby is asked to log in again as the session ends, and is back in the lobby after", async () => {
    const { playerPage, player, setup } = await playerInLobby(e2e, {
      title: "Ponds",
      cards: [capitals[0]!],
      playerViewport: TALL_PHONE,
    });
    await expect.poll(() => setup.players.count(), LONG).toBe(1);

    await playerPage.context().request.post("/api/auth/signout");
    const dialog = playerPage.getByRole("dialog", { name: "Your session has ended" });
    await dialog.waitFor(LONG);
    // Signed out, the player is out of the lobby until they log in again.
    await expect.poll(() => setup.players.count(), LONG).toBe(0);
    await dialog.getByLabel("Email", { exact: true }).fill(player.email);
    await dialog.getByLabel("Password", { exact: true }).fill(player.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => setup.players.count(), LONG).toBe(1);
    await new JoinPage(playerPage).waiting.waitFor(LONG);
  });

  test("Not now, or Escape, closes it, leaving a line whose Log In asks again; the next refusal asks again too", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await page.goto("/settings");
    const privacy = page.getByRole("switch", { name: "Private profile" });
    await privacy.waitFor();
    await page.context().request.post("/api/auth/signout");
    e2e.allowConsoleErrors(page, /Failed to load resource.*401/);
    await privacy.click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });
    const putOff = page.getByRole("status").filter({ hasText: "Your session has ended" });
    await putOff.waitFor();
    await saveScreenshot(page, "session-ended-line");
    await privacy.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The line's Log In asks again; put off once more, focus is back on it.
    const logIn = putOff.getByRole("button", { name: "Log In" });
    await logIn.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await logIn.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await dialog.getByLabel("Email", { exact: true }).fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Log In" }).click();
    await dialog.waitFor({ state: "detached" });
    await putOff.waitFor({ state: "detached" });
  });
});

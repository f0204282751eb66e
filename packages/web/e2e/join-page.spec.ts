/**
 * Issue 27: the join page is its own prerendered page. A phone sees the code box and types into it before any
 * script has arrived; React takes the page over without losing what was typed.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  DESKTOP,
  expectPath,
  holdResponses,
  newUser,
  PHONE,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, HostStartPage, JoinPage } from "./pages/game-pages";
import { LoginPage } from "./pages/login-page";
import { Sidebar } from "./pages/sidebar";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** Holds back a page's own script until it is released: the page is only its HTML and styles meanwhile. */
const holdScript = (page: Page, entry: "join" | "index") =>
  holdResponses(page, [new RegExp(`/assets/${entry}-[^/]+\\.js$`)]);

async function lobbyCode(): Promise<string> {
  const hostPage = await e2e.newPage(DESKTOP);
  await newUser(hostPage);
  await deckWithCards(hostPage, "Prerendered", capitals.slice(0, 1));
  const setup = new HostStartPage(hostPage);
  await setup.goto();
  return setup.createGame("Prerendered");
}

describe("the prerendered join page (issue 27)", () => {
  test("signed out, Go asks for the nickname at once while the code is looked up: Join takes a seat by the code, a wrong code goes back with the server's words", async () => {
    const code = await lobbyCode();
    const page = await e2e.newPage(TALL_PHONE, { touch: true });
    const gameConnections: string[] = [];
    page.on("websocket", (socket) => gameConnections.push(socket.url()));
    const join = new JoinPage(page);
    await join.goto();
    // A visitor without a seat opens no game connection: the server would refuse it for want of a session.
    await page.waitForLoadState("networkidle");
    expect(gameConnections).toEqual([]);
    // The look-up is held back: the nickname step does not wait for it.
    const releaseLookUp = await holdResponses(page, [/\/api\/games\/[^/]+\/join$/]);
    await join.enterAsGuest("Early Bird", code);
    await join.waiting.waitFor(LONG);
    expect(await visibleText(page.locator(".lobby-you"))).toContain("Early Bird");
    // Seated, the guest's one connection carries their cookie.
    expect(gameConnections).toHaveLength(1);
    releaseLookUp();

    const other = await e2e.newPage(TALL_PHONE, { touch: true });
    e2e.allowConsoleErrors(other, /Failed to load resource/);
    const wrong = new JoinPage(other);
    await wrong.goto();
    await wrong.codeInput.fill("ZZZZZZ");
    await wrong.goButton.click();
    await expect.poll(() => other.getByRole("alert").textContent(), LONG).toBe("No game found with that code");
    await wrong.codeInput.waitFor(LONG);
    expect(await wrong.codeInput.inputValue()).toBe("ZZZZZZ");
  });

  test("a code typed before the script arrives is kept when React takes over, and leads on to the nickname", async () => {
    const code = await lobbyCode();
    const page = await e2e.newPage(PHONE);
    const releaseScript = await holdScript(page, "join");
    const join = new JoinPage(page);
    // Not waiting for the page's load: its script is held back.
    await page.goto("/join", { waitUntil: "commit" });
    await join.codeInput.waitFor(LONG);
    // The page opens on the code box, under the words students look for.
    await page.getByRole("form", { name: "Enter a game code" }).waitFor();
    await join.codeInput.click();
    await join.codeInput.pressSequentially(code.slice(0, 4).toLowerCase());
    expect(await page.evaluate(() => document.documentElement.dataset.shownPath)).toBeUndefined();
    await saveScreenshot(page, "join-prerendered");

    releaseScript();
    await expectPath(page, "/join");
    expect(await join.codeInput.inputValue()).toBe(code.slice(0, 4));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("join-code");
    await saveScreenshot(page, "join-prerendered-taken-over");
    await join.codeInput.pressSequentially(code.slice(4).toLowerCase());
    expect(await join.codeInput.inputValue()).toBe(code);
    await join.goButton.click();
    await join.nicknameInput.waitFor(LONG);
  });

  test("inside the app, Play loads the join page; its links lead back into the app", async () => {
    const page = await e2e.newPage(DESKTOP);
    await newUser(page);
    const sidebar = await Sidebar.onDashboard(page);
    await sidebar.link("Play").click();
    await expectPath(page, "/join");
    const join = new JoinPage(page);
    await join.codeInput.waitFor(LONG);
    await page.getByRole("link", { name: "HOST" }).click();
    await expectPath(page, "/host/start");
    await page.goBack();
    await expectPath(page, "/join");
    await page.getByRole("link", { name: "Go Back" }).click();
    await expectPath(page, "/dashboard");
  });

  test("a QR link /join/{code} goes straight to the nickname; Log in to join comes back to the same game, signed in", async () => {
    const code = await lobbyCode();
    const page = await e2e.newPage(PHONE);
    const join = new JoinPage(page);
    await page.goto(`/join/${code.toLowerCase()}`);
    await join.nicknameInput.waitFor(LONG);
    expect(await page.getByRole("heading", { name: `Game ${code}` }).count()).toBe(1);
    await saveScreenshot(page, "join-qr-link-nickname");

    const student = await newUser(await e2e.newPage(DESKTOP));
    await page.getByRole("link", { name: "Log in to join with your account" }).click();
    await expectPath(page, "/login");
    const login = new LoginPage(page);
    await login.logIn(student.email, student.password);
    await join.waiting.waitFor(LONG);
    expect(new URL(page.url()).pathname).toBe("/join/lobby");
    expect(await page.getByText(code, { exact: true }).count()).toBeGreaterThan(0);
  });

  test("the lobby shows the player their own nickname, and the code on one line at 390 px (issue 29)", async () => {
    const code = await lobbyCode();
    const page = await e2e.newPage(TALL_PHONE);
    const join = new JoinPage(page);
    await page.goto(`/join/${code}`);
    await join.nicknameInput.waitFor(LONG);
    await join.nicknameInput.fill("Zoë Q");
    await join.joinButton.click();
    await join.waiting.waitFor(LONG);
    expect(await visibleText(page.getByText(/You are in as/))).toContain("Zoë Q");
    const shown = page.locator(".join-code-display");
    const { lineHeight, height, fits } = await shown.evaluate((element) => ({
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      height: element.getBoundingClientRect().height,
      fits: element.scrollWidth <= element.clientWidth + 1,
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    expect(fits).toBe(true);
    await saveScreenshot(page, "join-lobby-own-name");
  });

  test("the landing page is drawn before its script: a code typed then is kept, and Join leads to the nickname", async () => {
    const code = await lobbyCode();
    const page = await e2e.newPage(PHONE);
    const releaseScript = await holdScript(page, "index");
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByLabel("Enter a game code");
    await box.waitFor(LONG);
    await box.click();
    await box.pressSequentially(code.slice(0, 3).toLowerCase());
    expect(await page.evaluate(() => document.documentElement.dataset.shownPath)).toBeUndefined();
    await saveScreenshot(page, "landing-prerendered");

    releaseScript();
    await expectPath(page, "/");
    // Kept, in capitals at once (the code's own case), as on the join page.
    expect(await box.inputValue()).toBe(code.slice(0, 3));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("game-code");
    await saveScreenshot(page, "landing-prerendered-taken-over");
    await box.pressSequentially(code.slice(3).toLowerCase());
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await new JoinPage(page).nicknameInput.waitFor(LONG);
    expect(new URL(page.url()).pathname).toBe(`/join/${code}`);
  });

  test("the landing and login pages open on Enter a game code, which leads to the game's nickname step", async () => {
    const code = await lobbyCode();
    for (const start of ["/", "/login"]) {
      const page = await e2e.newPage(PHONE);
      await page.goto(start);
      const box = page.getByLabel("Enter a game code");
      await box.waitFor(LONG);
      await box.pressSequentially(code.toLowerCase());
      expect(await box.inputValue()).toBe(code);
      if (start === "/") await saveScreenshot(page, "landing-game-code");
      await page.getByRole("button", { name: "Join", exact: true }).click();
      await new JoinPage(page).nicknameInput.waitFor(LONG);
      expect(new URL(page.url()).pathname).toBe(`/join/${code}`);
    }
  });
});

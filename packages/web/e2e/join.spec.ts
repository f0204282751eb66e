import type { CardRecord, GameRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdResponses,
  holdSocketMessages,
  newUser,
  PHONE,
  saveScreenshot,
  setUpE2e,
  topsOf,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, HostStartPage, JoinPage } from "./pages/game-pages";

const e2e = setUpE2e();

async function gameHostedByNewUser(): Promise<GameRecord> {
  const hostPage = await e2e.newPage(DESKTOP);
  await newUser(hostPage);
  const reply = await apiAs<{ data: GameRecord[] }>(hostPage, "POST", "/api/games/", {});
  return reply.data[0]!;
}

describe("join screen (docs/product.md §2 Join screen)", () => {
  test("a player in a lobby who opens the game's deck, a card of it or its study is told why its cards are hidden", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    await newUser(hostPage);
    const deck = await deckWithCards(hostPage, "Hidden Deck", capitals.slice(0, 1));
    const [card] = await apiAs<CardRecord[]>(hostPage, "GET", `/api/cards/${deck.deck_id}`);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("Hidden Deck");
    const playerPage = await e2e.newPage(PHONE);
    await newUser(playerPage);
    const join = new JoinPage(playerPage);
    await join.goto();
    await join.join(code);
    e2e.allowConsoleErrors(playerPage, /403/);
    const why = "You are in a live game with this deck. Its cards are hidden from its players until the game ends.";
    for (const path of [`/decks?deck=${deck.deck_id}`, `/cards/${card!.Card_id}`, `/study/${deck.deck_id}`]) {
      await playerPage.goto(path);
      await expect.poll(() => visibleText(playerPage.getByRole("alert")), { timeout: 20_000 }).toContain(why);
    }
  });

  test("signed out, /join is open to guests (issue 12); the host's and other signed-in screens go to the landing page", async () => {
    const page = await e2e.newPage(PHONE);
    const join = new JoinPage(page);
    await join.goto();
    await join.codeInput.waitFor();
    expect(new URL(page.url()).pathname).toBe("/join");
    for (const path of ["/host/start", "/dashboard", "/settings"]) {
      await page.goto(path);
      await expectPath(page, "/");
    }
  });

  test("the code is upper-cased as it is typed; a link's ?code= fills it in", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const join = new JoinPage(page);
    await join.goto();
    await join.codeInput.pressSequentially("ab3x");
    expect(await join.codeInput.inputValue()).toBe("AB3X");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "game-join");
    // A whole code is looked up at once, before Go: this one names no game.
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await join.goto("kq7mnp");
    expect(await join.codeInput.inputValue()).toBe("KQ7MNP");
  });

  test("a wrong code and a finished game give the server's message", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const join = new JoinPage(page);
    await join.goto();
    await join.codeInput.fill("ZZZZZZ");
    await join.goButton.click();
    expect(await visibleText(page.getByRole("alert"))).toContain("No game found with that code");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "game-join-error");

    // Creating a second game ends the host's first one.
    const hostPage = await e2e.newPage(DESKTOP);
    await newUser(hostPage);
    const first = (await apiAs<{ data: GameRecord[] }>(hostPage, "POST", "/api/games/", {})).data[0]!;
    await apiAs(hostPage, "POST", "/api/games/", {});
    await join.codeInput.fill(first.Join_Code);
    await join.goButton.click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("That game has already ended");
    // In the reader's language, as every message of the join page: the one showing turns Spanish with the page.
    await page.getByLabel("Language").selectOption("es");
    await page.getByRole("heading", { name: "Unirse a un juego", level: 1 }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("alert").textContent()).toBe("Ese juego ya terminó");
    await page.getByRole("button", { name: "Ir", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Ese juego ya terminó");
  });

  test("Go Back goes to the dashboard and HOST to the host setup", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const join = new JoinPage(page);
    await join.goto();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expectPath(page, "/dashboard");
    await join.goto();
    await page.getByRole("link", { name: "HOST" }).click();
    await expectPath(page, "/host/start");
  });

  test("HOST and Go Back tapped before the session check answers still take a signed-in user there; signed out, they go to Log In and the landing page", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const join = new JoinPage(page);
    for (const [link, path] of [
      ["HOST", "/host/start"],
      ["Go Back", "/dashboard"],
    ] as const) {
      const release = await holdResponses(page, ["**/api/auth/session"]);
      await join.goto();
      await page.getByRole("link", { name: link }).click();
      release();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await expectPath(page, path);
    }
    // Once the check has said "signed out", HOST asks to log in and Go Back is the landing page.
    const visitor = await e2e.newPage(PHONE);
    const visitorJoin = new JoinPage(visitor);
    for (const [link, path] of [
      ["HOST", "/login"],
      ["Go Back", "/"],
    ] as const) {
      await visitorJoin.goto();
      await expect.poll(() => visitor.getByRole("link", { name: link }).getAttribute("href")).toBe(path);
      await visitor.getByRole("link", { name: link }).click();
      await expectPath(visitor, path);
    }
  });

  test("joining shows the waiting message; a reload keeps the player in the lobby", async () => {
    const game = await gameHostedByNewUser();
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const join = new JoinPage(page);
    await join.goto();
    await join.join(game.Join_Code.toLowerCase());
    await expectPath(page, "/join/lobby");
    expect(await visibleText(page.getByText(game.Join_Code, { exact: true }))).toBeTruthy();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "game-join-lobby");
    await page.reload();
    await join.waiting.waitFor({ timeout: 20_000 });
    // Back in the lobby: the server's player list counts the player again, and nothing was refused.
    expect(await visibleText(page.getByText("1 player in the lobby"))).toBeTruthy();
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  test("the lobby keeps its place when the player's name and the count arrive after it is drawn", async () => {
    const game = await gameHostedByNewUser();
    const page = await e2e.newPage(PHONE);
    const player = await newUser(page);
    const release = await holdSocketMessages(page, /"(init_game_part_1|player_confirm|player_joined)"/);
    const join = new JoinPage(page);
    await join.goto();
    await join.join(game.Join_Code);
    const goBack = page.getByRole("link", { name: "Go Back" });
    const before = await topsOf([goBack]);
    release();
    await page.getByText("1 player in the lobby").waitFor({ timeout: 20_000 });
    await page.getByText(player.displayName, { exact: true }).waitFor();
    expect(await topsOf([goBack])).toEqual(before);
  });

  test("the host ending the lobby tells the waiting player and shows the form again", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    await newUser(hostPage);
    await deckWithCards(hostPage, "Lobby Deck", capitals.slice(0, 1));
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("Lobby Deck");

    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const join = new JoinPage(page);
    await join.goto(code);
    await join.goButton.click();
    await join.waiting.waitFor({ timeout: 20_000 });
    await expect.poll(() => setup.players.count(), { timeout: 20_000 }).toBe(1);
    await setup.endButton.click();
    expect(await visibleText(page.getByRole("alert"))).toContain("The host ended the game");
    await join.codeInput.waitFor();
    await expectPath(page, "/join");
  });
});

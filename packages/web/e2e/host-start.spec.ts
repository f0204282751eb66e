import type { DeckRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  blockWebSockets,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdResponses,
  newUser,
  PHONE,
  saveScreenshot,
  setUpE2e,
  topsOf,
  visibleText,
} from "./harness";
import { capitals, deckWithCards, HostStartPage } from "./pages/game-pages";

const e2e = setUpE2e();
const rangeMessage = "Time per question is out of range (1-220)";
const fillInMessage = "Please fill in all information before starting a game.";

describe("host setup and lobby (docs/product.md §2 Host setup and lobby, §4 Host lobby, §5)", () => {
  test("signed out, /host/start goes to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/host/start");
    await expectPath(page, "/");
  });

  test("the deck dropdown lists own and liked decks sorted by title, after No Deck Selected", async () => {
    const authorPage = await e2e.newPage();
    await newUser(authorPage);
    const liked = await apiAs<DeckRecord>(authorPage, "POST", "/api/decks", { Title: "Middle Ages" });
    await apiAs<DeckRecord>(authorPage, "POST", "/api/decks", { Title: "Not liked" });

    const page = await e2e.newPage();
    await newUser(page);
    await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Zoology" });
    await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "algebra" });
    await apiAs(page, "POST", `/api/userLikedDecks/${liked.deck_id}`);

    const setup = new HostStartPage(page);
    await setup.goto();
    expect(await setup.deckOptions()).toEqual(["No Deck Selected", "algebra", "Middle Ages", "Zoology"]);
    expect(await setup.deckSelect.inputValue()).toBe("");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "game-host-setup");
  });

  test("nothing in the form moves while the decks and the chosen deck's questions load", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const deck = await deckWithCards(page, "Steady Deck", capitals);
    const setup = new HostStartPage(page);
    const settings = [
      page.getByRole("radio", { name: "Homework, by a deadline" }),
      page.getByRole("radio", { name: "Shuffle", exact: true }),
      setup.createButton,
    ];
    for (const path of ["/host/start", `/host/start?deck=${deck.deck_id}`]) {
      const release = await holdResponses(page, [
        "**/api/decks/*/user_decks",
        "**/api/userLikedDecks/*",
        "**/api/cards/*",
      ]);
      await page.goto(path);
      await setup.createButton.waitFor();
      const whileLoading = await topsOf(settings);
      release();
      await setup.deckSelect.locator("option", { hasText: "Steady Deck" }).waitFor({ state: "attached" });
      if (path.includes("deck=")) await page.getByText("3 questions will be played").waitFor();
      expect(await topsOf(settings), path).toEqual(whileLoading);
      await page.unrouteAll();
    }
  });

  test("the timer defaults to 60 and refuses 0 and 221; the options have their defaults", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      const setup = new HostStartPage(page);
      await setup.goto();
      expect(await setup.timerNumber.inputValue()).toBe("60");
      expect(await setup.timerSlider.inputValue()).toBe("60");
      expect(await page.getByRole("radio", { name: "Don't Shuffle" }).isChecked()).toBe(true);
      expect(await page.getByRole("radio", { name: "Shuffle", exact: true }).isChecked()).toBe(false);
      expect(await setup.pointsSwitch.getAttribute("aria-checked")).toBe("true");

      await setup.timerNumber.fill("0");
      expect(await visibleText(page.getByRole("alert"))).toBe(rangeMessage);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "game-host-setup-timer");
      await setup.timerNumber.fill("221");
      expect(await visibleText(page.getByRole("alert"))).toBe(rangeMessage);
      await setup.timerNumber.fill("220");
      await expect.poll(() => page.getByText(rangeMessage).count()).toBe(0);
      expect(await setup.timerSlider.inputValue()).toBe("220");
      await setup.timerSlider.fill("30");
      expect(await setup.timerNumber.inputValue()).toBe("30");

      await setup.pointsSwitch.click();
      expect(await setup.pointsSwitch.getAttribute("aria-checked")).toBe("false");
      await page.getByRole("radio", { name: "Shuffle", exact: true }).check();
      expect(await page.getByRole("radio", { name: "Don't Shuffle" }).isChecked()).toBe(false);
    }
  });

  test("Create Game without a deck or a timer asks for all the information", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await deckWithCards(page, "Ready Deck", []);
    const setup = new HostStartPage(page);
    await setup.goto();
    await setup.createButton.click();
    expect(await visibleText(page.getByRole("alert"))).toBe(fillInMessage);
    await expectNoAxeViolations(page);

    await expect.poll(() => setup.deckSelect.locator("option").count()).toBe(2);
    await setup.deckSelect.selectOption({ label: "Ready Deck" });
    await setup.timerNumber.fill("");
    await setup.createButton.click();
    expect(await visibleText(page.getByRole("alert"))).toBe(fillInMessage);
    await setup.timerNumber.fill("0");
    await setup.createButton.click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(rangeMessage);
  });

  test("on a network that holds WebSocket unanswered, Create Game waits for the connection and opens the lobby", async () => {
    const page = await e2e.newPage(DESKTOP);
    await newUser(page);
    await deckWithCards(page, "Strict Network", capitals.slice(0, 1));
    await blockWebSockets(page, "hold");
    const setup = new HostStartPage(page);
    await setup.goto();
    await setup.deckSelect.selectOption({ label: "Strict Network" });
    await setup.createButton.click();
    // The socket gives WebSocket its 20 s connect timeout before long-polling: the button says what it waits for.
    const connecting = page.getByRole("button", { name: "Connecting to the game…" });
    await connecting.waitFor();
    expect(await connecting.isDisabled()).toBe(true);
    await saveScreenshot(page, "game-host-setup-connecting");
    await setup.joinCode.waitFor({ timeout: 45_000 });
    expect((await visibleText(setup.joinCode)).trim()).toMatch(/^[A-Z2-9]{6}$/);
    await setup.startButton.waitFor();
    expect(await page.getByText("The game server did not answer").count()).toBe(0);
  }, 90_000);

  test("Create Game shows the lobby with the join code and link; End Game resets the lobby", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      await deckWithCards(page, "Lobby Deck", capitals.slice(0, 1));
      const setup = new HostStartPage(page);
      await setup.goto();
      const code = await setup.createGame("Lobby Deck");
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect(await visibleText(page.getByText("Lobby Deck", { exact: true }))).toBeTruthy();
      const link = page.getByRole("link", { name: /\/join\?code=/ });
      expect(await link.getAttribute("href")).toBe(`${e2e.baseUrl}/join?code=${code}`);
      await setup.startButton.waitFor();
      expect(await visibleText(page.getByText("No players yet. Share the join code."))).toBeTruthy();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "game-host-lobby");

      // A reload brings the host back to the same lobby.
      await page.reload();
      expect((await visibleText(setup.joinCode)).trim()).toBe(code);
      await setup.startButton.waitFor();

      await setup.endButton.click();
      await setup.createButton.waitFor();
      expect(await visibleText(page.getByText("You ended the game."))).toBeTruthy();
      await saveScreenshot(page, "game-host-lobby-ended");
      expect(await setup.joinCode.count()).toBe(0);
      // The ended game's code no longer lets anyone in.
      const response = await page.context().request.get(`/api/games/${code}/join`);
      expect(response.status()).toBe(410);
    }
  });
});

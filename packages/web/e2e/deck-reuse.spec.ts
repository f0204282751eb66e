import type { DeckRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  newUser,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";
import { DecksPage } from "./pages/decks-page";
import { capitals, deckWithCards, HostStartPage } from "./pages/game-pages";

/** Issue 29 point 8: host from anywhere, and reuse others' decks (docs/product.md §2 Decks screen, Dashboard). */
const e2e = setUpE2e();
const viewports = [
  { name: "phone", size: TALL_PHONE },
  { name: "desktop", size: DESKTOP },
];
const unique = (title: string) => `${title} ${Math.random().toString(36).slice(2, 8)}`;

describe("Host this deck (issue 29 point 8)", () => {
  test("from a deck found in Find Decks, lands on the host setup with that deck chosen", async () => {
    for (const { name, size } of viewports) {
      const authorPage = await e2e.newPage();
      await newUser(authorPage);
      const title = unique("Capitals");
      const found = await deckWithCards(authorPage, title, capitals);

      const page = await e2e.newPage(size);
      await newUser(page);
      const decks = new DecksPage(page);
      await decks.goto("?list=find");
      await decks.search(title);
      await decks.row(title).getByRole("link", { name: title, exact: true }).click();
      const host = page.getByRole("link", { name: "Host this deck", exact: true });
      await host.waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `deck-reuse-found-deck-${name}`);

      await host.click();
      await expectPath(page, "/host/start");
      const setup = new HostStartPage(page);
      await expect.poll(() => setup.deckSelect.inputValue()).toBe(String(found.deck_id));
      expect(await visibleText(page.getByText("3 questions will be played."))).toBeTruthy();
      expect(await setup.deckOptions()).toContain(title);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `deck-reuse-host-setup-${name}`);
    }
  });

  test("waits for a complete card on a deck that has none, and saying why", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    await newUser(page);
    const deck = await deckWithCards(page, unique("Draft"), [{ Question: "Only a question" }]);
    await new DecksPage(page).goto(`?deck=${deck.deck_id}`);
    const host = page.getByRole("button", { name: "Host this deck", exact: true });
    await page.getByText("Nothing to play yet: no card is complete.").waitFor();
    expect(await host.isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Host this deck" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "deck-reuse-nothing-to-host");
  });

  test("a deck that cannot be hosted leaves the setup as it is, with a message", async () => {
    const authorPage = await e2e.newPage();
    await newUser(authorPage);
    const secret = await apiAs<DeckRecord>(authorPage, "POST", "/api/decks", { Title: "Secret", private: true });
    const page = await e2e.newPage(TALL_PHONE);
    await newUser(page);
    // The setup asks for the deck and is told it is not there.
    e2e.allowConsoleErrors(page, /status of 404/);
    await page.goto(`/host/start?deck=${secret.deck_id}`);
    const message = "That deck cannot be hosted: it was deleted or is private. Choose another deck below.";
    expect(await visibleText(page.getByRole("alert"))).toBe(message);
    const setup = new HostStartPage(page);
    expect(await setup.deckSelect.inputValue()).toBe("");
    expect(await setup.deckSelect.locator("option").allTextContents()).toEqual(["No Deck Selected"]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "deck-reuse-host-setup-unavailable");
  });
});

describe("the dashboard's Host a game (issue 29 point 8)", () => {
  test("is there for a new user and for one with decks, at every size", async () => {
    for (const { name, size } of viewports) {
      const page = await e2e.newPage(size);
      await newUser(page);
      await page.goto("/dashboard");
      const host = page.getByRole("link", { name: "Host a game", exact: true });
      expect(await host.getAttribute("href")).toBe("/host/start");
      await deckWithCards(page, "Started already", capitals);
      await page.reload();
      await page.getByRole("link", { name: /Started already/ }).waitFor();
      expect(await host.isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `deck-reuse-dashboard-${name}`);
    }
  });
});

describe("Copy to my decks (issue 29 point 8)", () => {
  test("makes a private copy with the cards, opens it with a status, and says where it came from", async () => {
    for (const { name, size } of viewports) {
      const authorPage = await e2e.newPage();
      const author = await newUser(authorPage);
      const title = unique("Rivers");
      const original = await deckWithCards(authorPage, title, capitals);
      await new DecksPage(authorPage).goto(`?deck=${original.deck_id}`);
      await authorPage.getByRole("link", { name: "Host this deck" }).waitFor();
      expect(await authorPage.getByRole("button", { name: "Copy to my decks" }).count()).toBe(0);

      const page = await e2e.newPage(size);
      const teacher = await newUser(page);
      await new DecksPage(page).goto(`?deck=${original.deck_id}`);
      await page.getByRole("button", { name: "Copy to my decks", exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("deck")).not.toBe(String(original.deck_id));
      const copyId = Number(new URL(page.url()).searchParams.get("deck"));
      expect(await visibleText(page.getByRole("status").filter({ hasText: "My Decks" }))).toBe(
        `“${title}” is now in My Decks, private to you until you share it.`,
      );
      expect(await visibleText(page.locator(".open-deck-origin"))).toBe(
        `Copied from “${title}” by ${author.displayName}`,
      );
      expect(await page.getByRole("link", { name: `“${title}”` }).getAttribute("href")).toBe(
        `/decks?deck=${original.deck_id}`,
      );
      await page.getByText("Capital of Peru?").waitFor();
      const copy = await apiAs<DeckRecord>(page, "GET", `/api/decks/${copyId}`);
      expect(copy).toMatchObject({ title, user_id: teacher.id, private: true });
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `deck-reuse-copied-${name}`);
    }
  });
});

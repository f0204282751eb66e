import type { DeckRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  holdAnswers,
  newUser,
  PHONE,
  saveScreenshot,
  setUpE2e,
  type TestUser,
  visibleText,
} from "./harness";
import { DecksPage } from "./pages/decks-page";

const e2e = setUpE2e();

const createDeck = (page: Page, user: TestUser, Title: string) =>
  apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });

const rowCount = (decks: DecksPage) => decks.list("Find Decks").getByRole("listitem").count();

describe("Find Decks (issue 13)", () => {
  test("a student finds a deck by part of its title, whatever its case and accents, page by page", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    const made: DeckRecord[] = [];
    for (let n = 1; n <= 25; n += 1)
      made.push(await createDeck(authorPage, author, `Économie ${String(n).padStart(2, "0")}`));
    await createDeck(authorPage, author, "Chemistry basics");
    const popular = made[16] as DeckRecord;
    for (const question of ["Q1?", "Q2?", "Q3?"]) {
      await apiAs(authorPage, "POST", `/api/cards/${popular.deck_id}`, { Question: question, Answer: "A" });
    }
    const fanPage = await e2e.newPage();
    await newUser(fanPage);
    await apiAs(fanPage, "POST", `/api/userLikedDecks/${popular.deck_id}`);

    const page = await e2e.newPage();
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto("?list=find");
    await decks.searchBox.focus();
    await page.keyboard.type("ECONOMIE");
    // Typing searches by itself after a pause; no Enter needed.
    await page.waitForURL((url) => url.searchParams.get("q") === "ECONOMIE");
    await expect.poll(() => decks.titles("Find Decks")).toEqual(made.slice(0, 20).map((deck) => deck.title));
    expect(await visibleText(decks.row("Économie 17").locator(".deck-row-details"))).toBe("3 cards · 1 like");
    expect(await visibleText(decks.row("Économie 01").locator(".deck-row-details"))).toBe("0 cards · 0 likes");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "find-decks-search");

    const loadMore = page.getByRole("button", { name: "Load more", exact: true });
    await loadMore.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rowCount(decks)).toBe(25);
    expect(await loadMore.count()).toBe(0);
    // The button went with the last page: the keyboard's focus is on the first deck it brought, not the page's top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.tagName))
      .toBe(made[20]!.title);

    await decks.sortBy.selectOption({ label: "Most liked" });
    await expect.poll(async () => (await decks.titles("Find Decks"))[0]).toBe("Économie 17");
    await page.reload();
    expect(await decks.searchBox.inputValue()).toBe("ECONOMIE");
    expect(await decks.sortBy.inputValue()).toBe("liked");
    await expect.poll(async () => (await decks.titles("Find Decks"))[0]).toBe("Économie 17");

    await decks.search("no such deck anywhere");
    expect(await visibleText(page.locator(".empty-state"))).toBe("No decks match “no such deck anywhere”.");
  });

  test("Like on a found deck counts at once; an author is found by name; it reads well on a phone", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    await createDeck(authorPage, author, "Plate tectonics");
    await createDeck(authorPage, author, "Volcanoes");

    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto("?list=find");
    await decks.search(author.displayName);
    await expect.poll(() => decks.titles("Find Decks")).toEqual(["Plate tectonics", "Volcanoes"]);
    await decks.likeButton("Volcanoes").click();
    await decks.unlikeButton("Volcanoes").waitFor();
    expect(await visibleText(decks.row("Volcanoes").locator(".deck-row-details"))).toBe("0 cards · 1 like");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "find-decks-phone");
  });

  test("a like pressed while Load more is on its way keeps its count when the page lands", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    for (let n = 1; n <= 25; n += 1) await createDeck(authorPage, author, `Zorblat ${String(n).padStart(2, "0")}`);
    const page = await e2e.newPage();
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto("?list=find&q=Zorblat");
    await expect.poll(async () => (await decks.titles("Find Decks")).length).toBe(20);
    // The next page is read at once (before the like) but reaches the page only after it.
    const nextPage = await holdAnswers(page, "**/api/decks/search?*cursor=*");
    await page.getByRole("button", { name: "Load more", exact: true }).click();
    await nextPage.answered;
    const details = decks.row("Zorblat 01").locator(".deck-row-details");
    await decks.likeButton("Zorblat 01").click();
    await expect.poll(() => visibleText(details)).toBe("0 cards · 1 like");
    await decks.unlikeButton("Zorblat 01").waitFor();
    nextPage.release();
    await expect.poll(async () => (await decks.titles("Find Decks")).length).toBe(25);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await visibleText(details)).toBe("0 cards · 1 like");
  });

  test("a search sent while Include my decks is still landing keeps the tick (a slow phone's order of events)", async () => {
    const tag = `t${Math.random().toString(36).slice(2, 9)}`;
    const page = await e2e.newPage(PHONE);
    const me = await newUser(page);
    await createDeck(page, me, `My rivers ${tag}`);
    const decks = new DecksPage(page);
    await decks.goto("?list=find");
    await decks.searchBox.fill(`rivers ${tag}`);
    // The tick and the Enter in one task: the search is sent before the page has redrawn for the tick.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>(".deck-search-scope input")?.click();
      document.querySelector<HTMLFormElement>(".deck-search form")?.requestSubmit();
    });
    await page.waitForURL((url) => url.searchParams.get("q") === `rivers ${tag}`);
    expect(new URL(page.url()).searchParams.get("scope")).toBe("all");
    await expect.poll(() => decks.titles("Find Decks")).toEqual([`My rivers ${tag}`]);
  });

  for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
    test(`Include my decks adds the user's own; "capitls" finds "capitals" (issue 29), ${viewport.width}×${viewport.height}`, async () => {
      const tag = `t${Math.random().toString(36).slice(2, 9)}`;
      const authorPage = await e2e.newPage();
      const author = await newUser(authorPage);
      await createDeck(authorPage, author, `World capitals ${tag}`);

      const page = await e2e.newPage(viewport);
      const me = await newUser(page);
      await createDeck(page, me, `My capitals ${tag}`);
      const decks = new DecksPage(page);
      await decks.goto("?list=find");
      const includeMine = page.getByRole("checkbox", { name: "Include my decks", exact: true });
      expect(await includeMine.isChecked()).toBe(false);
      await decks.search(`capitls ${tag}`);
      await expect.poll(() => decks.titles("Find Decks")).toEqual([`World capitals ${tag}`]);

      await includeMine.check();
      await page.waitForURL((url) => url.searchParams.get("scope") === "all");
      await expect.poll(() => decks.titles("Find Decks")).toEqual([`My capitals ${tag}`, `World capitals ${tag}`]);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "find-decks-include-mine");

      await page.reload();
      expect(await includeMine.isChecked()).toBe(true);
      await expect.poll(() => decks.titles("Find Decks")).toEqual([`My capitals ${tag}`, `World capitals ${tag}`]);
      await includeMine.uncheck();
      await page.waitForURL((url) => !url.searchParams.has("scope"));
      await expect.poll(() => decks.titles("Find Decks")).toEqual([`World capitals ${tag}`]);
    });
  }
});

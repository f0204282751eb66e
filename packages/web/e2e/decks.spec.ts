import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  failRequests,
  holdAnswers,
  newUser,
  PHONE,
  routeNow,
  saveScreenshot,
  setUpE2e,
  type TestUser,
  visibleText,
} from "./harness";
import { DecksPage } from "./pages/decks-page";

const e2e = setUpE2e();

const createDeck = (page: Page, user: TestUser, Title: string) =>
  apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });

const createCard = (page: Page, deck: DeckRecord, texts: Partial<CardRecord> = {}) =>
  apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, texts);

const pressed = (locator: ReturnType<DecksPage["listButton"]>) => locator.getAttribute("aria-pressed");

describe("Decks screen (docs/product.md §2)", () => {
  test("a new user lands on My Decks with the banner and the empty state", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const decks = new DecksPage(page);
      await decks.goto();
      expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
      // The banner's name line is there (blank) while the user loads.
      await expect.poll(() => page.locator(".deck-banner-name").textContent()).toBe(user.displayName);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Decks");
      expect(await pressed(decks.listButton("My Decks"))).toBe("true");
      expect(await pressed(decks.listButton("Liked Decks"))).toBe("false");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "decks-empty");
    }
  });

  test("signed out, /decks sends the visitor to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/decks");
    await expectPath(page, "/");
  });

  test("Add Deck asks for a title: Escape adds nothing, a typed title and Enter open the new deck", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto();
    await page.getByText("Looks like you have no decks!").waitFor();
    await decks.addDeck.click();
    const input = decks.nameDialog.getByLabel("Title", { exact: true });
    await expect.poll(() => input.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await visibleText(decks.nameDialog.getByText("Leave it empty for “Untitled Deck”."))).toBeTruthy();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "decks-name-dialog");
    await input.fill("Not this one");
    await input.press("Escape");
    await decks.nameDialog.waitFor({ state: "detached" });
    await expect.poll(() => decks.addDeck.evaluate((button) => button === document.activeElement)).toBe(true);

    await decks.addDeckNamed("  Rivers of Europe  ");
    expect(await visibleText(decks.deckTitle)).toBe("Rivers of Europe");
    await decks.back.click();
    expect(await decks.titles("My Decks")).toEqual(["Rivers of Europe"]);
  });

  test("a deck added before My Decks has arrived is in the list: the list read before it is not the one shown", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const decks = new DecksPage(page);
    // My Decks is read at once but reaches the page only after the new deck is made.
    const list = await holdAnswers(page, `**/api/decks/${user.id}/user_decks`);
    await decks.goto();
    await list.answered;
    await decks.addDeckNamed("Quick Deck");
    expect(await visibleText(decks.deckTitle)).toBe("Quick Deck");
    list.release();
    await decks.back.click();
    await expect.poll(() => decks.titles("My Decks")).toEqual(["Quick Deck"]);
  });

  test("Add Deck with an empty title makes an Untitled Deck and opens it; its owner renames it in place; Back lists it", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto();
    await decks.addDeckNamed("");
    expect(await visibleText(decks.deckTitle)).toBe("Untitled Deck");
    expect(new URL(page.url()).searchParams.get("deck")).toMatch(/^\d+$/);
    expect(await visibleText(page.getByText("This deck has no cards yet."))).toBeTruthy();
    await expectNoAxeViolations(page);

    await decks.editTitle.click();
    const input = page.getByLabel("Deck title", { exact: true });
    expect(await input.inputValue()).toBe("Untitled Deck");
    await input.fill("Throwaway");
    await input.press("Escape");
    expect(await visibleText(decks.deckTitle)).toBe("Untitled Deck");
    await expect.poll(() => decks.editTitle.evaluate((button) => button === document.activeElement)).toBe(true);

    await decks.rename("World Capitals");
    expect(await visibleText(decks.deckTitle)).toBe("World Capitals");
    await page.reload();
    expect(await visibleText(decks.deckTitle)).toBe("World Capitals");
    await saveScreenshot(page, "decks-open-empty");

    await decks.back.click();
    expect(await decks.titles("My Decks")).toEqual(["World Capitals"]);
    expect(new URL(page.url()).searchParams.has("deck")).toBe(false);
  });

  test("Sort by orders the titles A-Z or Z-A, ignoring case", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    for (const title of ["banana", "Cherry", "apple"]) await createDeck(page, user, title);
    const decks = new DecksPage(page);
    await decks.goto();
    expect(await decks.titles("My Decks")).toEqual(["apple", "banana", "Cherry"]);
    expect(await page.getByLabel("Filter", { exact: true }).count()).toBe(0);
    await decks.sortBy.selectOption({ label: "Z-A" });
    await expect.poll(() => decks.titles("My Decks")).toEqual(["Cherry", "banana", "apple"]);
    await expectNoAxeViolations(page);
    await decks.sortBy.selectOption({ label: "A-Z" });
    await expect.poll(() => decks.titles("My Decks")).toEqual(["apple", "banana", "Cherry"]);
  });

  test("a second user finds the deck, likes it, sees it in Liked Decks, unlikes it, and follows the author link", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    await createDeck(authorPage, author, "Roman History");

    const page = await e2e.newPage();
    const liker = await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto();
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();

    await decks.listButton("Find Decks").click();
    await expect.poll(() => pressed(decks.listButton("Find Decks"))).toBe("true");
    await decks.search("Roman History");
    // Until the search answers, the list still shows the first page of every deck (placeholder data).
    await expect.poll(() => decks.titles("Find Decks")).toEqual(["Roman History"]);
    const row = decks.row("Roman History");
    const authorLink = row.getByRole("link", { name: author.displayName, exact: true });
    expect(await authorLink.getAttribute("href")).toBe(`/profile/${author.id}`);
    expect(await decks.likeButton("Roman History").getAttribute("aria-pressed")).toBe("false");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "decks-find");

    await decks.likeButton("Roman History").click();
    await decks.unlikeButton("Roman History").waitFor();
    expect(await decks.unlikeButton("Roman History").getAttribute("aria-pressed")).toBe("true");

    await decks.listButton("Liked Decks").click();
    expect(await decks.titles("Liked Decks")).toEqual(["Roman History"]);
    await page.reload();
    expect(await decks.titles("Liked Decks")).toEqual(["Roman History"]);
    await expectNoAxeViolations(page);

    await decks.unlikeButton("Roman History").focus();
    await page.keyboard.press("Enter");
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
    // The row and its button are gone: the focus is on the line that says what happened, not the page's top.
    const status = page.locator(".deck-list-status");
    expect(await visibleText(status)).toBe("“Roman History” is no longer in your Liked Decks.");
    await expect.poll(() => status.evaluate((line) => line === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await apiAs<DeckRecord[]>(page, "GET", `/api/userLikedDecks/${liker.id}`)).length)
      .toBe(0);

    await decks.listButton("Find Decks").click();
    await decks.row("Roman History").getByRole("link", { name: author.displayName }).click();
    await expectPath(page, `/profile/${author.id}`);
  });

  test("Like shows at once and goes back with a message when the server refuses", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    await createDeck(authorPage, author, "Optimism 101");

    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await routeNow(page, "**/api/userLikedDecks/*", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await answered;
      await route.fulfill({ status: 500, json: { error: "Likes are down", message: "Likes are down" } });
    });
    const decks = new DecksPage(page);
    await decks.goto("?list=find");
    await decks.likeButton("Optimism 101").click();
    // Before the server has answered, the deck already reads as liked.
    await decks.unlikeButton("Optimism 101").waitFor();
    answer();
    await decks.likeButton("Optimism 101").waitFor();
    expect(await visibleText(decks.row("Optimism 101").getByRole("alert"))).toBe("Likes are down");
  });

  test("an open deck lists its cards, blank ones labelled, each linking to its editor; Add Card opens a new one", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Chemistry");
    const filled = await createCard(page, deck, { Question: "H2O is?", Answer: "Water" });
    const blank = await createCard(page, deck);
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);

    await decks.cards.first().waitFor();
    // Neither card has a wrong answer: both are marked with why, and the deck says what games will skip.
    expect(await decks.cards.allTextContents()).toEqual([
      "Multiple choiceH2O is?WaterIncomplete: Add at least one wrong answer",
      "Multiple choiceBlank CardBlank AnswerIncomplete: Add a question",
    ]);
    expect(await visibleText(page.getByText("2 cards are incomplete and will be skipped in games"))).toBeTruthy();
    expect(await decks.cards.nth(0).getAttribute("href")).toBe(`/cards/${filled.Card_id}`);
    expect(await decks.cards.nth(1).getAttribute("href")).toBe(`/cards/${blank.Card_id}`);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "decks-open");

    await decks.cards.nth(0).click();
    await expectPath(page, `/cards/${filled.Card_id}`);
    await page.goBack();

    await decks.addCard.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cards\/\d+$/);
    expect(await visibleText(page.getByRole("heading", { name: "Editing Card" }))).toBeTruthy();
    const cards = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    expect(cards).toHaveLength(3);
  });

  test("Quick add: five cards typed by keyboard alone, each in the list at once, the cursor back in Question", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Capitals");
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    const quickAdd = page.getByRole("region", { name: "Quick add" });
    const question = quickAdd.getByLabel("Question", { exact: true });
    await question.waitFor();
    await expectNoAxeViolations(page);

    // Enter with nothing typed saves nothing and says why.
    await question.focus();
    await page.keyboard.press("Enter");
    expect(await visibleText(quickAdd.getByRole("alert"))).toBe("Add a question");
    // A question without its answers: Enter says so and puts the cursor where the answer goes, then where a wrong one does.
    await page.keyboard.type("Capital of France?");
    await page.keyboard.press("Enter");
    expect(await visibleText(quickAdd.getByRole("alert"))).toBe("Add the right answer");
    const answer = quickAdd.getByLabel("Answer", { exact: true });
    await expect.poll(() => answer.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type("Paris");
    await page.keyboard.press("Enter");
    expect(await visibleText(quickAdd.getByRole("alert"))).toBe("Add at least one wrong answer");
    const wrong = quickAdd.getByLabel("Incorrect 1", { exact: true });
    await expect.poll(() => wrong.evaluate((field) => field === document.activeElement)).toBe(true);
    await question.fill("");
    await answer.fill("");
    await question.focus();

    const countries = [
      ["France", "Paris", "Lyon", "Nice", "Lille"],
      ["Spain", "Madrid", "Seville", "Valencia", "Bilbao"],
      ["Italy", "Rome", "Milan", "Turin", "Naples"],
      ["Germany", "Berlin", "Munich", "Hamburg", "Cologne"],
      ["Japan", "Tokyo", "Osaka", "Kyoto", "Nagoya"],
    ];
    for (const [index, [country, ...answers]] of countries.entries()) {
      await page.keyboard.type(`Capital of ${country}?`);
      for (const answer of answers) {
        await page.keyboard.press("Tab");
        await page.keyboard.type(answer as string);
      }
      await page.keyboard.press("Enter");
      await expect.poll(() => decks.cards.count()).toBe(index + 1);
      await expect.poll(() => question.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await question.inputValue()).toBe("");
    }
    expect(await quickAdd.getByRole("alert").count()).toBe(0);
    expect(await visibleText(quickAdd.getByRole("status"))).toBe("5 cards added. Type the next one.");
    expect(await decks.cards.allTextContents()).toEqual(
      countries.map(([country, answer]) => `Multiple choiceCapital of ${country}?${answer}`),
    );
    await saveScreenshot(page, "decks-quick-add");

    const stored = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    expect(
      stored.map((card) => [card.Question, card.Answer, card.Incorrect1, card.Incorrect2, card.Incorrect3]),
    ).toEqual(countries.map(([country, ...answers]) => [`Capital of ${country}?`, ...answers]));
  });

  test("Quick add: the next question typed while a card is still saving stays, the saved card's answers go", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Slow network");
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    const quickAdd = page.getByRole("region", { name: "Quick add" });
    const question = quickAdd.getByLabel("Question", { exact: true });
    const answer = quickAdd.getByLabel("Answer", { exact: true });
    await question.fill("Capital of France?");
    await answer.fill("Paris");
    await quickAdd.getByLabel("Incorrect 1", { exact: true }).fill("Lyon");
    const saving = await holdAnswers(page, `**/api/cards/${deck.deck_id}`, { method: "POST" });
    await page.keyboard.press("Enter");
    await saving.answered;
    await question.fill("Capital of Spain?");
    saving.release();
    await expect.poll(() => decks.cards.count()).toBe(1);
    await expect.poll(() => answer.inputValue()).toBe("");
    expect(await question.inputValue()).toBe("Capital of Spain?");
  });

  test("the author makes a deck private: another user can neither find it nor open it, and it leaves their likes", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    const deck = await createDeck(authorPage, author, "Friday Quiz");
    await createCard(authorPage, deck, { Question: "Secret?", Answer: "Yes" });
    const studentPage = await e2e.newPage();
    const student = await newUser(studentPage);
    await apiAs(studentPage, "POST", `/api/userLikedDecks/${deck.deck_id}`);

    const decks = new DecksPage(authorPage);
    await decks.goto(`?deck=${deck.deck_id}`);
    const privacy = authorPage.getByLabel("Private deck", { exact: true });
    expect(await privacy.isChecked()).toBe(false);
    await privacy.focus();
    await authorPage.keyboard.press("Space");
    await authorPage.getByText("Only you can find this deck and read its cards. You can still host it.").waitFor();
    await expect.poll(() => privacy.getAttribute("aria-disabled")).toBe(null);
    // Saved, the box still has the keyboard's focus.
    expect(await privacy.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(authorPage);
    await saveScreenshot(authorPage, "decks-private");
    await decks.back.click();
    expect(await visibleText(decks.row("Friday Quiz").getByText("Private", { exact: true }))).toBe("Private");
    // A private deck cannot be liked: its row offers no Like that would only fail.
    expect(await decks.row("Friday Quiz").getByRole("button", { name: /Like/ }).count()).toBe(0);

    const studentDecks = new DecksPage(studentPage);
    await studentDecks.goto("?list=find");
    await studentDecks.list("Find Decks").or(studentPage.locator(".empty-state")).first().waitFor();
    expect(await studentPage.getByRole("link", { name: "Friday Quiz" }).count()).toBe(0);
    await studentDecks.goto("?list=liked");
    await studentDecks.list("Liked Decks").or(studentPage.locator(".empty-state")).first().waitFor();
    expect(await studentPage.getByRole("link", { name: "Friday Quiz" }).count()).toBe(0);
    // The deck's request answers 404, as for a deck that does not exist.
    e2e.allowConsoleErrors(studentPage, /Failed to load resource/);
    await studentDecks.goto(`?deck=${deck.deck_id}`);
    expect(
      await visibleText(studentPage.getByText("This deck could not be found. It may have been deleted.")),
    ).toBeTruthy();
    expect(student.id).not.toBe(author.id);
  });

  test("Delete This Deck asks first: Cancel and Escape keep it, Delete Deck removes it and returns to the list", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Doomed Deck");
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);

    await decks.deleteDeck.click();
    expect(await visibleText(decks.dialog.getByRole("heading"))).toBe("Delete This Deck?");
    expect(await decks.dialog.textContent()).toContain("“Doomed Deck” and all of its cards will be deleted.");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "decks-delete-dialog");
    await decks.dialog.getByRole("button", { name: "Cancel" }).click();
    await decks.dialog.waitFor({ state: "detached" });
    await expect.poll(() => decks.deleteDeck.evaluate((button) => button === document.activeElement)).toBe(true);

    await decks.deleteDeck.click();
    await decks.dialog.waitFor();
    await page.keyboard.press("Escape");
    await decks.dialog.waitFor({ state: "detached" });
    expect(await visibleText(decks.deckTitle)).toBe("Doomed Deck");

    await decks.deleteDeck.click();
    await decks.dialog.getByRole("button", { name: "Delete Deck" }).click();
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
    // The list says what happened, and the keyboard's focus is there, not lost to the page with the button.
    const said = page.getByRole("status").filter({ hasText: "“Doomed Deck” was deleted." });
    await said.waitFor();
    expect(await said.evaluate((line) => line === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.has("deck")).toBe(false);
    const response = await page.context().request.get(`/api/decks/${deck.deck_id}`);
    expect(response.status()).toBe(404);
  });

  test("a rename saved while the deck is being fetched again stays: the fetch was read before it", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Old title");
    await page.clock.install();
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    await expect.poll(() => visibleText(decks.deckTitle)).toBe("Old title");
    await decks.back.click();
    await decks.titles("My Decks");
    // Half a minute later the deck's entry is stale: opening it again fetches it in the background.
    await page.clock.fastForward(31_000);
    const fetched = await holdAnswers(page, `**/api/decks/${deck.deck_id}`, { method: "GET" });
    await page.getByRole("link", { name: "Old title", exact: true }).first().click();
    await fetched.answered;
    await decks.rename("New title");
    await expect.poll(() => visibleText(decks.deckTitle)).toBe("New title");
    const delivered = page.waitForResponse(
      (response) => response.url().endsWith(`/api/decks/${deck.deck_id}`) && response.request().method() === "GET",
    );
    fetched.release();
    await delivered;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await visibleText(decks.deckTitle)).toBe("New title");
  });

  test("someone else's deck opens read-only with Like, and no owner buttons", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    const deck = await createDeck(authorPage, author, "Not Yours");
    await createCard(authorPage, deck, { Question: "Q?", Answer: "A" });

    const page = await e2e.newPage();
    await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto(`?deck=${deck.deck_id}`);
    expect(await visibleText(decks.deckTitle)).toBe("Not Yours");
    await decks.cards.first().waitFor();
    expect(await decks.likeButton("Not Yours").isVisible()).toBe(true);
    expect(await decks.editTitle.count()).toBe(0);
    expect(await decks.addCard.count()).toBe(0);
    expect(await decks.deleteDeck.count()).toBe(0);
    expect(await page.getByRole("region", { name: "Quick add" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: author.displayName }).getAttribute("href")).toBe(
      `/profile/${author.id}`,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "decks-open-other");

    await decks.likeButton("Not Yours").click();
    await decks.unlikeButton("Not Yours").waitFor();
    await decks.back.click();
    await decks.listButton("Liked Decks").click();
    expect(await decks.titles("Liked Decks")).toEqual(["Not Yours"]);
  });

  test("a deck that does not exist says so and offers Back", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const decks = new DecksPage(page);
    await decks.goto("?deck=987654");
    expect(await visibleText(page.getByRole("alert"))).toContain("This deck could not be found.");
    await expectNoAxeViolations(page);
    await decks.back.click();
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
  });

  test("a list that cannot load says so and can be retried", async () => {
    const authorPage = await e2e.newPage();
    await createDeck(authorPage, await newUser(authorPage), "Findable");
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const outage = await failRequests(page, "**/api/decks/search?*");
    const decks = new DecksPage(page);
    await decks.goto("?list=find&q=Findable");
    expect(await visibleText(page.getByRole("alert"))).toContain("The decks could not be loaded.");
    await expectNoAxeViolations(page);
    outage.recover();
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await decks.titles("Find Decks")).toContain("Findable");
  });
});

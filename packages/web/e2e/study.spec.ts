import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { StudyDueToday, StudyReviewResult } from "@quizdeck/shared/study";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { cardSchedules } from "../../server/src/db/schema";
import {
  apiAs,
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  failRequests,
  holdResponses,
  newUser,
  routeNow,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  type TestUser,
  topsOf,
  visibleText,
} from "./harness";
import { uploadCardPicture, waitForPicture } from "./pages/card-picture";
import { DecksPage } from "./pages/decks-page";
import {
  GameScreen,
  capitals as gameCapitals,
  deckWithCards as gameDeck,
  HostStartPage,
  JoinPage,
} from "./pages/game-pages";

// In process: the test moves due times in the database instead of waiting for FSRS's learning steps.
const e2e = setUpE2e({ inProcess: true });

/** Lets time pass for the user's schedules: everything they have is due a minute ago. */
const makeAllDue = (user: TestUser) =>
  e2e.database.db
    .update(cardSchedules)
    .set({ due: new Date(Date.now() - 60_000) })
    .where(eq(cardSchedules.userId, user.id));
const LONG = { timeout: 20_000 };

const capitals = [
  { Question: "Capital of France?", Answer: "Paris", Incorrect1: "Lyon", Incorrect2: "Nice", Incorrect3: "Lille" },
  {
    Question: "Capital of Spain?",
    Answer: "Madrid",
    Incorrect1: "Seville",
    Incorrect2: "Bilbao",
    Incorrect3: "Malaga",
  },
  { Question: "Capital of Italy?", Answer: "Rome", Incorrect1: "Milan", Incorrect2: "Turin", Incorrect3: "Naples" },
];

async function deckWithCards(page: Page, user: TestUser, Title: string, count = capitals.length) {
  const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });
  const cards: CardRecord[] = [];
  for (const texts of capitals.slice(0, count)) {
    cards.push(await apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, texts));
  }
  return { deck, cards };
}

const question = (page: Page) => page.locator("#study-question");
const progress = (page: Page) => visibleText(page.locator(".study-progress"));
const answerOf = (text: string) => capitals.find((card) => card.Question === text)?.Answer ?? "";

async function openStudy(page: Page, path: string) {
  await page.goto(path);
  await question(page).waitFor();
}

/** The summary's figures, e.g. ["Reviewed 3", "Right 3"]. */
async function summary(page: Page) {
  await page.getByRole("heading", { name: "Session complete" }).waitFor();
  return (await page.getByRole("list", { name: "Summary" }).getByRole("listitem").allTextContents()).map((text) =>
    text.replace(/\s+/g, " ").trim(),
  );
}

async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], "no sideways scrolling").toBeLessThanOrEqual(widths[1] ?? 0);
}

describe("study mode (issue 14)", () => {
  test("flashcards by keyboard alone: Space shows the answer, 3 rates Good, then the summary", async () => {
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const { deck } = await deckWithCards(page, user, "Capitals");
      await openStudy(page, `/study/${deck.deck_id}`);
      expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe("Study: Capitals");
      expect(await page.getByRole("button", { name: "Flashcards" }).getAttribute("aria-pressed")).toBe("true");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-flashcard-question");

      for (let at = 1; at <= 3; at += 1) {
        expect(await progress(page)).toBe(`Card ${at} of 3`);
        const shown = await visibleText(question(page));
        await page.keyboard.press("Space");
        expect(await visibleText(page.locator(".study-answer p"))).toBe(answerOf(shown));
        if (at === 1) {
          await expectNoAxeViolations(page);
          await saveScreenshot(page, "study-flashcard-answer");
          await noSideScroll(page);
        }
        await page.keyboard.press("3");
        if (at < 3) await expect.poll(() => progress(page)).toBe(`Card ${at + 1} of 3`);
      }
      expect(await summary(page)).toEqual(["Reviewed 3", "Right 3"]);
      // A new card rated Good comes back after its learning step, minutes from now.
      expect(await visibleText(page.locator(".study-next-due"))).toMatch(/^Next card due in \d+ minutes?\.$/);
      expect(await page.getByRole("link", { name: "Back to the deck" }).getAttribute("href")).toBe(
        `/decks?deck=${deck.deck_id}`,
      );
      expect(await page.getByRole("link", { name: "Dashboard", exact: true }).last().getAttribute("href")).toBe(
        "/dashboard",
      );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-summary");
      await noSideScroll(page);

      // Nothing is left: the empty state says when the next card is due.
      await page.goto(`/study/${deck.deck_id}`);
      await page.getByRole("heading", { name: "Nothing to study right now" }).waitFor();
      expect(await visibleText(page.locator(".study-next-due"))).toMatch(/^Next card due in \d+ minutes?\.$/);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-empty");
    }
  });

  test("an address that names no deck (0, letters) says the deck could not be found, with no Try again", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    for (const id of ["0", "abc"]) {
      await page.goto(`/study/${id}`);
      await page.getByText("This deck could not be found. It may have been deleted or made private.").waitFor();
      expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    }
  });

  test("switched to Flashcards by keyboard, Space shows the answer as the keys line says", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const { deck } = await deckWithCards(page, user, "Capitals", 2);
    await openStudy(page, `/study/${deck.deck_id}`);
    await page.getByRole("button", { name: "Quiz me" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("list", { name: "Answers" }).waitFor();
    await page.getByRole("button", { name: "Flashcards" }).focus();
    await page.keyboard.press("Enter");
    const shown = await visibleText(question(page));
    await page.keyboard.press("Space");
    expect(await visibleText(page.locator(".study-answer p"))).toBe(answerOf(shown));
  });

  test("Quiz me on multiple choice by number keys: a wrong pick shows the right answer; the mode is remembered", async () => {
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const { deck } = await deckWithCards(page, user, "Capitals", 2);
      await openStudy(page, `/study/${deck.deck_id}`);
      await page.getByRole("button", { name: "Quiz me" }).focus();
      await page.keyboard.press("Enter");
      const choices = page.getByRole("list", { name: "Answers" }).getByRole("button");
      await expect.poll(() => choices.count()).toBe(4);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-choice-question");

      // First card: a wrong answer, picked by its number.
      const first = await visibleText(question(page));
      const texts = await choices.allTextContents();
      const wrong = texts.findIndex((text) => !text.includes(answerOf(first)));
      await page.keyboard.press(String(wrong + 1));
      const verdict = page.locator(".study-verdict");
      expect(await visibleText(verdict)).toBe(`Wrong. The right answer is ${answerOf(first)}.`);
      expect(await page.locator(".study-choice-right").textContent()).toContain(answerOf(first));
      expect(await page.locator(".study-choice-wrong").textContent()).toContain(texts[wrong]?.slice(1));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-choice-wrong");
      await noSideScroll(page);
      await page.keyboard.press("Space");

      // Second card: the right one, then Enter for the summary.
      await expect.poll(() => progress(page)).toBe("Card 2 of 2");
      const second = await visibleText(question(page));
      const right = (await choices.allTextContents()).findIndex((text) => text.includes(answerOf(second)));
      await page.keyboard.press(String(right + 1));
      expect(await visibleText(verdict)).toBe("Right!");
      await page.keyboard.press("Enter");
      // The card rated Again is due again in a minute, not now: the session ends.
      expect(await summary(page)).toEqual(["Reviewed 2", "Right 1"]);

      // The switch is remembered in this browser.
      await deckWithCards(page, user, "More capitals", 1).then(({ deck: more }) =>
        openStudy(page, `/study/${more.deck_id}`),
      );
      expect(await page.getByRole("button", { name: "Quiz me" }).getAttribute("aria-pressed")).toBe("true");
    }
  });

  test("on a phone, Quiz me's answers stay put when the card's picture arrives", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const { deck, cards } = await deckWithCards(page, user, "Maps", 1);
    await uploadCardPicture(page, cards[0]!.Card_id, { width: 1600, height: 1200 });
    await openStudy(page, `/study/${deck.deck_id}`);
    await page.getByRole("button", { name: "Quiz me" }).click();
    const choices = page.getByRole("list", { name: "Answers" }).getByRole("button");
    await expect.poll(() => choices.count()).toBe(4);

    const releasePicture = await holdResponses(page, ["**/api/images/*"]);
    await page.reload();
    await choices.first().waitFor();
    const beforeThePicture = await topsOf([choices.first(), choices.last()]);
    releasePicture();
    await waitForPicture(page.locator(".study-image"), 1600);
    expect(await topsOf([choices.first(), choices.last()])).toEqual(beforeThePicture);
    await saveScreenshot(page, "study-choice-picture");
  });

  test("a review that fails keeps the card and goes through on Try again", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const { deck } = await deckWithCards(page, user, "Capitals", 2);
    await openStudy(page, `/study/${deck.deck_id}`);
    let failing = true;
    await routeNow(page, "**/api/study/reviews", (route) =>
      failing ? route.fulfill({ status: 500, json: { error: "The database is busy" } }) : route.fallback(),
    );
    const shown = await visibleText(question(page));
    await page.keyboard.press("Space");
    // Rated with the button, by keyboard: busy while it is sent, it keeps the focus when the review fails.
    const good = page.getByRole("button", { name: "Good" });
    await good.focus();
    await page.keyboard.press("Enter");
    expect(await visibleText(page.getByRole("alert"))).toContain("The database is busy");
    expect(await good.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await progress(page)).toBe("Card 1 of 2");
    expect(await visibleText(question(page))).toBe(shown);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "study-review-failed");
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => progress(page)).toBe("Card 2 of 2");
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  test("while the next cards could not be loaded, the keys leave the hidden last card alone", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const { deck } = await deckWithCards(page, user, "Capitals", 1);
    await openStudy(page, `/study/${deck.deck_id}`);
    const reviews: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/study/reviews")) reviews.push(request.url());
    });
    const queue = await failRequests(page, "**/api/study/queue**");
    await page.keyboard.press("Space");
    await page.keyboard.press("3");
    const failure = page.getByRole("alert");
    expect(await visibleText(failure)).toContain("Boom");
    expect(await failure.getByRole("button", { name: "Try again" }).count()).toBe(1);
    // The review is sent beside the queue's request: it may leave after the failure shows.
    await expect.poll(() => reviews.length).toBe(1);

    // Space would show the hidden card's answer and 1 rate it Again a second time.
    await page.keyboard.press("Space");
    await page.keyboard.press("1");
    expect(await question(page).count()).toBe(0);
    queue.recover();
    await failure.getByRole("button", { name: "Try again" }).click();
    expect(await summary(page)).toEqual(["Reviewed 1", "Right 1"]);
    expect(reviews).toHaveLength(1);
  });

  test("the open deck's Study link, for one's own deck and someone else's", async () => {
    const author = await e2e.newPage();
    const authorUser = await newUser(author);
    const { deck } = await deckWithCards(author, authorUser, "Shared capitals", 1);

    const page = await e2e.newPage();
    await newUser(page);
    await page.goto(`/decks?deck=${deck.deck_id}`);
    const study = page.getByRole("link", { name: "Study", exact: true });
    await study.waitFor();
    await expectNoAxeViolations(page);
    await study.click();
    await expectPath(page, `/study/${deck.deck_id}`);
    expect(await visibleText(question(page))).toBe(capitals[0]?.Question);

    await author.goto(`/decks?deck=${deck.deck_id}`);
    expect(await author.getByRole("link", { name: "Study", exact: true }).getAttribute("href")).toBe(
      `/study/${deck.deck_id}`,
    );
  });

  test("cards rated Again come back: Nothing to study until they are due, then Due today and Study now", async () => {
    for (const viewport of [DESKTOP, TALL_PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      await page.goto("/dashboard");
      const dueToday = page.getByRole("region", { name: "Due today" });
      expect(await visibleText(dueToday.getByText(/^Nothing to review today/))).toContain(
        "Open a deck and choose Study",
      );

      const { deck, cards } = await deckWithCards(page, user, "Capitals", 2);
      for (const card of cards) {
        await apiAs<StudyReviewResult>(page, "POST", "/api/study/reviews", { card_id: card.Card_id, rating: 1 });
      }
      // Again brings a card back after FSRS's first learning step, a minute on.
      await page.goto("/study");
      await page.getByRole("heading", { name: "Nothing to study right now" }).waitFor();
      expect(await visibleText(page.locator(".study-next-due"))).toMatch(
        /^Next card due in (1 minute|less than a minute)\.$/,
      );
      expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe("Study due cards");

      await makeAllDue(user);
      expect((await apiAs<StudyDueToday>(page, "GET", "/api/study/due")).total).toBe(2);
      if (viewport === DESKTOP) {
        // Check again finds them without leaving the page.
        await page.getByRole("button", { name: "Check again" }).click();
        await question(page).waitFor();
        expect(await progress(page)).toBe("Card 1 of 2");
      }

      await page.goto("/dashboard");
      const link = dueToday.getByRole("link", { name: /Capitals/ });
      expect((await visibleText(link)).replace(/\s+/g, " ")).toBe("Capitals2 due");
      expect(await link.getAttribute("href")).toBe(`/study/${deck.deck_id}`);
      expect(await visibleText(dueToday.locator(".due-today-total"))).toBe("2 cards are waiting for review.");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-dashboard-due");
      await noSideScroll(page);

      await dueToday.getByRole("link", { name: "Study now" }).click();
      await expectPath(page, "/study");
      await question(page).waitFor();
      expect(await progress(page)).toBe("Card 1 of 2");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "study-all-due");
    }
  });

  test("settings: desired retention and new cards per day are saved, and wrong values are refused", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await page.goto("/settings");
    const retention = page.getByLabel("Desired retention");
    const newCards = page.getByLabel("New cards per day");
    await retention.waitFor();
    expect(await retention.inputValue()).toBe("0.9");
    expect(await newCards.inputValue()).toBe("20");
    expect(await visibleText(page.locator("#retention-hint"))).toContain(
      "How sure you want to be of remembering a card when it comes back",
    );
    const section = page.getByRole("region", { name: "Study" });

    await retention.fill("1.5");
    await section.getByRole("button", { name: "Save" }).click();
    expect(await visibleText(section.getByRole("alert"))).toBe("Desired retention must be between 0.7 and 0.99");

    await retention.fill("0.85");
    await newCards.fill("5");
    await section.getByRole("button", { name: "Save" }).click();
    expect(await visibleText(section.getByRole("status").filter({ hasText: "saved" }))).toBe("Study settings saved.");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "study-settings");
    expect(await apiAs(page, "GET", "/api/study/settings")).toEqual({ desired_retention: 0.85, new_cards_per_day: 5 });
    await page.reload();
    await retention.waitFor();
    expect(await retention.inputValue()).toBe("0.85");
    expect(await newCards.inputValue()).toBe("5");

    // A decimal comma is a decimal sign too (Spanish writes 0,8), whatever the browser's own language.
    await retention.fill("0,8");
    await section.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => apiAs(page, "GET", "/api/study/settings"))
      .toEqual({
        desired_retention: 0.8,
        new_cards_per_day: 5,
      });
  });

  test("the profile shows Cards learned: none at first, one after a card rated Easy", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await page.goto(`/profile/${user.id}`);
    const stat = page.locator(".profile-stat").filter({ hasText: "Cards learned" });
    await stat.waitFor();
    await expect.poll(() => stat.locator("dd").textContent()).toBe("0");
    const { cards } = await deckWithCards(page, user, "Learned", 2);
    await apiAs(page, "POST", "/api/study/reviews", { card_id: cards[0]?.Card_id, rating: 4 });
    await apiAs(page, "POST", "/api/study/reviews", { card_id: cards[1]?.Card_id, rating: 1 });
    await page.reload();
    await expect.poll(() => stat.locator("dd").textContent()).toBe("1");
    await expectNoAxeViolations(page);
  });
});

describe("study mode for every question type (issue 30)", () => {
  const everyType = [
    { Type: "true_false", Question: "The Sun is a star.", Answer: "True" },
    { Type: "type_answer", Question: "The largest ocean?", Answer: "Pacific Ocean", Choices: ["the Pacific"] },
    { Type: "select_all", Question: "Which are prime numbers?", Choices: ["2", "4", "7", "9"], Correct: [0, 2] },
    { Type: "order", Question: "Smallest first", Choices: ["one", "two", "three", "four"] },
    { Type: "poll", Question: "Favourite colour?", Choices: ["Red", "Blue"] },
  ];
  const verdict = (page: Page) => visibleText(page.locator(".study-verdict"));
  const itemsInOrder = (page: Page) => page.locator(".study-order-text").allTextContents();

  async function deckOfEveryType(page: Page, user: TestUser, Title: string) {
    const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });
    for (const card of everyType) await apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, card);
    return deck;
  }

  /** Sorts the items with the up arrows alone, by keyboard: Enter on "Move … up" while it is out of place. */
  async function putInOrder(page: Page, right: string[]) {
    for (const [place, item] of right.entries()) {
      while ((await itemsInOrder(page)).indexOf(item) > place) {
        const moved = (await itemsInOrder(page)).indexOf(item);
        await page.getByRole("button", { name: `Move ${item} up` }).focus();
        await page.keyboard.press("Enter");
        await expect.poll(async () => (await itemsInOrder(page)).indexOf(item)).toBe(moved - 1);
      }
    }
  }

  test("Quiz me on a phone: true or false, typed recall, select all and put in order, judged by the server; no poll", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const deck = await deckOfEveryType(page, user, "Every type");
    await openStudy(page, `/study/${deck.deck_id}`);
    await page.getByRole("button", { name: "Quiz me" }).click();
    expect(await progress(page)).toBe("Card 1 of 4");

    // True or false: 1 picks True.
    expect(await page.getByRole("list", { name: "Answers" }).getByRole("button").allTextContents()).toEqual([
      "1True",
      "2False",
    ]);
    await page.keyboard.press("1");
    expect(await verdict(page)).toBe("Right!");
    await checkScreen(page, "study-types-true-false");
    await page.keyboard.press("Enter");

    // Type the answer: the field has the focus, Enter checks, a typo is forgiven.
    await expect.poll(() => progress(page)).toBe("Card 2 of 4");
    const field = page.getByRole("textbox", { name: "Your answer" });
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkScreen(page, "study-types-typed-question");
    await page.keyboard.type("pacific ocaen");
    await page.keyboard.press("Enter");
    expect(await verdict(page)).toBe("Right! The answer is Pacific Ocean.");
    await checkScreen(page, "study-types-typed-right");
    await noSideScroll(page);
    await page.keyboard.press("Enter");

    // Select all: one of the two primes is not enough.
    await expect.poll(() => progress(page)).toBe("Card 3 of 4");
    const choices = page.getByRole("list", { name: "Choices" });
    await choices.getByRole("button", { name: "2", exact: true }).click();
    expect(await choices.getByRole("button", { name: "2", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await checkScreen(page, "study-types-select-all-question");
    await page.getByRole("button", { name: "Check" }).click();
    expect(await verdict(page)).toBe("Not quite. The right choices are 2, 7.");
    expect(await page.locator(".study-choice-right").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("2"), expect.stringContaining("7")]),
    );
    await checkScreen(page, "study-types-select-all-wrong");
    await page.keyboard.press("Space");

    // Put in order: the items come shuffled; the arrows put them right.
    await expect.poll(() => progress(page)).toBe("Card 4 of 4");
    await checkScreen(page, "study-types-order-question");
    await putInOrder(page, ["one", "two", "three", "four"]);
    expect(await itemsInOrder(page)).toEqual(["one", "two", "three", "four"]);
    await page.getByRole("button", { name: "Check" }).click();
    expect(await verdict(page)).toBe("Right!");
    await checkScreen(page, "study-types-order-right");
    await noSideScroll(page);
    await page.keyboard.press("Enter");

    // The poll was never offered.
    expect(await summary(page)).toEqual(["Reviewed 4", "Right 3"]);
  });

  test("flashcards of the types the server judges show their answer when turned over", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const deck = await deckOfEveryType(page, user, "Every type as flashcards");
    await openStudy(page, `/study/${deck.deck_id}`);
    const back = page.locator(".study-answer");
    // The back's label, then its answer (select all and put in order: a list, its items' texts run together here).
    const expected = ["AnswerTrue", "AnswerPacific Ocean", "Answer27", "Right orderonetwothreefour"];
    for (const [at, shown] of expected.entries()) {
      await expect.poll(() => progress(page)).toBe(`Card ${at + 1} of 4`);
      await page.keyboard.press("Space");
      await expect.poll(() => back.textContent()).toBe(shown);
      if (at === 3) {
        expect(await back.getByRole("listitem").allTextContents()).toEqual(["one", "two", "three", "four"]);
        await checkScreen(page, "study-types-flashcard-order");
      }
      await page.keyboard.press("3");
    }
    expect(await summary(page)).toEqual(["Reviewed 4", "Right 4"]);
  });

  test("a flashcard whose back is still on its way cannot be rated unseen, by key or by button", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const deck = await deckOfEveryType(page, user, "Backs on a slow network");
    // The backs' route is in place before the page asks for any, and holds them only from the second card on.
    let holding = false;
    let releaseBack = () => {};
    const released = new Promise<void>((resolve) => {
      releaseBack = resolve;
    });
    await routeNow(page, "**/api/study/answers/*", async (route) => {
      if (holding) await released;
      await route.continue().catch(() => undefined);
    });
    await openStudy(page, `/study/${deck.deck_id}`);
    await page.keyboard.press("Space");
    await page.keyboard.press("3");
    await expect.poll(() => progress(page)).toBe("Card 2 of 4");
    holding = true;
    await page.keyboard.press("Space");
    await page.getByText("Loading the answer…").waitFor();
    await page.keyboard.press("3");
    const good = page.getByRole("button", { name: "Good" });
    expect(await good.isDisabled()).toBe(true);
    expect(await progress(page)).toBe("Card 2 of 4");
    releaseBack();
    await expect.poll(() => page.locator(".study-answer").textContent()).toBe("AnswerPacific Ocean");
    await expect.poll(() => good.isEnabled()).toBe(true);
    await page.keyboard.press("3");
    await expect.poll(() => progress(page)).toBe("Card 3 of 4");
  });
});

describe("the podium offers the missed questions for review (issue 14)", () => {
  test("Due today follows the decks: one deleted and one renamed in the deck manager are gone and renamed there", async () => {
    const page = await e2e.newPage(DESKTOP);
    const user = await newUser(page);
    const doomed = await deckWithCards(page, user, "Doomed deck", 1);
    const renamed = await deckWithCards(page, user, "Renamed deck", 1);
    for (const { cards } of [doomed, renamed]) {
      await apiAs<StudyReviewResult>(page, "POST", "/api/study/reviews", { card_id: cards[0]?.Card_id, rating: 1 });
    }
    await makeAllDue(user);
    await page.goto("/dashboard");
    const dueToday = page.getByRole("region", { name: "Due today" });
    await dueToday.getByRole("link", { name: /Doomed deck/ }).waitFor(LONG);

    // Within the page's own navigation, as a user moves between screens.
    const nav = page.getByRole("navigation");
    await nav.getByRole("link", { name: "Decks", exact: true }).click();
    const decks = new DecksPage(page);
    await page.getByRole("link", { name: "Doomed deck", exact: true }).first().click();
    await decks.deleteDeck.click();
    await decks.dialog.getByRole("button", { name: "Delete Deck" }).click();
    await page.getByRole("link", { name: "Renamed deck", exact: true }).first().click();
    await decks.rename("Fresh name");
    await expect.poll(() => visibleText(decks.deckTitle)).toBe("Fresh name");
    await nav.getByRole("link", { name: "Dashboard", exact: true }).click();

    await dueToday.getByRole("link", { name: /Fresh name/ }).waitFor(LONG);
    expect(await visibleText(dueToday)).not.toContain("Doomed deck");
    expect(await visibleText(dueToday.locator(".due-today-total"))).toBe("1 card is waiting for review.");
  });

  test("a signed-in player who missed two of three questions finds them under Due today and on the podium", async () => {
    const hostPage = await e2e.newPage(DESKTOP);
    const playerPage = await e2e.newPage(TALL_PHONE);
    await newUser(hostPage);
    await newUser(playerPage);
    await playerPage.goto("/dashboard");
    const dueToday = playerPage.getByRole("region", { name: "Due today" });
    await dueToday.getByText(/^Nothing to review today/).waitFor(LONG);
    await gameDeck(hostPage, "Game capitals", gameCapitals);
    const setup = new HostStartPage(hostPage);
    await setup.goto();
    const code = await setup.createGame("Game capitals");
    const join = new JoinPage(playerPage);
    await join.goto();
    await join.join(code);
    await setup.startButton.waitFor(LONG);
    await setup.startButton.click();

    const host = new GameScreen(hostPage);
    const player = new GameScreen(playerPage);
    for (const [n, card] of gameCapitals.entries()) {
      await player.waitForQuestion(card.Question);
      // Right on the first question, wrong on the other two.
      await player.answerByKey(n === 0 ? card.Answer : card.Incorrect1);
      await host.waitForHeading("Results");
      await host.nextButton.click();
      await host.waitForHeading("Leaderboard");
      await host.nextButton.click();
    }
    await player.waitForHeading("Final Leaderboard");
    const review = playerPage.getByRole("link", { name: "Review the 2 questions you missed" });
    expect(await review.getAttribute("href", LONG)).toBe("/study");
    await expectNoAxeViolations(playerPage);
    await saveScreenshot(playerPage, "study-podium-review");
    // The host played no question: no link for them.
    expect(await hostPage.getByRole("link", { name: /questions? you missed/ }).count()).toBe(0);

    await review.click();
    await expectPath(playerPage, "/study");
    await question(playerPage).waitFor(LONG);
    expect(await progress(playerPage)).toBe("Card 1 of 2");

    await playerPage.goto("/dashboard");
    const link = dueToday.getByRole("link", { name: /Game capitals/ });
    expect((await visibleText(link)).replace(/\s+/g, " ")).toBe("Game capitals2 due");
  });
});

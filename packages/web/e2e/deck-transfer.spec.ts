import fs from "node:fs";
import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  newUser,
  PHONE,
  routeNow,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  type TestUser,
  visibleText,
} from "./harness";
import { DecksPage } from "./pages/decks-page";

/** Issue 13 items 3–4: a teacher turns a spreadsheet or a Quizlet set into a deck, and takes a deck out again. */
const e2e = setUpE2e();

const HEADER = "Question,Answer,Incorrect1,Incorrect2,Incorrect3";

const createDeck = (page: Page, user: TestUser, Title: string) =>
  apiAs<DeckRecord>(page, "POST", "/api/decks", { Title, User_id: user.id });

const textsOf = async (page: Page, deck: DeckRecord) =>
  (await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`)).map((card) => [
    card.Question,
    card.Answer,
    card.Incorrect1,
    card.Incorrect2,
    card.Incorrect3,
  ]);

async function openImport(page: Page, deck: DeckRecord) {
  const decks = new DecksPage(page);
  await decks.goto(`?deck=${deck.deck_id}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  return page.getByRole("dialog", { name: "Import cards" });
}

const csvFile = (name: string, text: string | Buffer) => ({
  name,
  mimeType: "text/csv",
  buffer: typeof text === "string" ? Buffer.from(text, "utf8") : text,
});

describe("import and export a deck (issue 13)", () => {
  test("a CSV with one bad row is previewed, refused until fixed, then imported whole", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Capitals");
    const dialog = await openImport(page, deck);
    const file = dialog.getByLabel("File", { exact: true });

    const bad = `\uFEFF${HEADER}\nCapital of France?,Paris,Lyon,Nice,Lille\nCapital of Spain?,Madrid,Seville\n`;
    await file.setInputFiles(csvFile("capitals.csv", bad));
    await dialog.getByRole("button", { name: "Preview" }).click();
    expect(await visibleText(dialog.getByRole("status"))).toBe(
      "1 row has errors: fix them and preview again, or import the other 1 card without them. Nothing is imported until you choose.",
    );
    expect(await dialog.locator(".import-row-bad").textContent()).toContain("Incorrect2, Incorrect3 missing");
    expect(await dialog.getByRole("button", { name: /^Import \d/ }).allTextContents()).toEqual([
      "Import 1 card (skip the rows with problems)",
    ]);
    expect(await textsOf(page, deck)).toEqual([]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "deck-import-errors");

    const good = `${HEADER}\nCapital of France?,Paris,Lyon,Nice,Lille\nCapital of Spain?,Madrid,Seville,Valencia,"Bilbao, Basque Country"\n`;
    await file.setInputFiles(csvFile("capitals.csv", good));
    await dialog.getByRole("button", { name: "Preview" }).click();
    // The first preview's status stays until the new file has been read.
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("2 cards are ready to import.");
    await dialog.getByRole("button", { name: "Import 2 cards" }).click();
    // Issue 29 point 11: the dialog says "2 cards added" until it is closed, and nothing of it stays behind.
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("2 cards added");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "deck-import-added");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => new DecksPage(page).cards.count()).toBe(2);
    expect(await page.getByText("cards added").count()).toBe(0);
    expect(await page.getByText("cards imported").count()).toBe(0);
    expect(await textsOf(page, deck)).toEqual([
      ["Capital of France?", "Paris", "Lyon", "Nice", "Lille"],
      ["Capital of Spain?", "Madrid", "Seville", "Valencia", "Bilbao, Basque Country"],
    ]);
  });

  for (const [size, viewport] of [
    ["390×844", TALL_PHONE],
    ["1280×800", DESKTOP],
  ] as const) {
    test(`at ${size}, a CSV with one bad row imports its good rows when the teacher skips the bad one (issue 29 point 9)`, async () => {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const deck = await createDeck(page, user, "Rivers");
      const dialog = await openImport(page, deck);
      const text = `${HEADER}\nLongest river?,Nile,Amazon,Danube,Rhine\nRiver of Paris?,Seine\nRiver of Rome?,Tiber,Po,Arno,Adige\n`;
      await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("rivers.csv", text));
      await dialog.getByRole("button", { name: "Preview" }).click();
      expect(await dialog.locator(".import-row-bad").textContent()).toContain(
        "Incorrect1, Incorrect2, Incorrect3 missing",
      );
      const skip = dialog.getByRole("button", { name: "Import 2 cards (skip the rows with problems)", exact: true });
      await skip.waitFor();
      await skip.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "deck-import-skip-offered");
      expect(await textsOf(page, deck)).toEqual([]);

      await skip.click();
      await expect.poll(() => dialog.getByRole("status").textContent()).toBe("2 cards added");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      const cards = new DecksPage(page).cards;
      await expect.poll(() => cards.count()).toBe(2);
      expect(await cards.allTextContents()).toEqual([
        expect.stringContaining("Longest river?"),
        expect.stringContaining("River of Rome?"),
      ]);
      await saveScreenshot(page, "deck-import-skip-done");
    });
  }

  test("at 390×844, a CSV of mixed question types previews each row's type and choices, then imports them (issue 30)", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Mixed");
    const dialog = await openImport(page, deck);
    const text = [
      `${HEADER},Type,Time_limit,Points,Choice1,Choice2,Choice3,Correct`,
      "2+2?,4,5,3,,,20,double,,,,",
      "The sun is a star,TRUE,,,,True or false,,,,,,",
      "Primes?,,,,,select all that apply,,,2,4,5,1 3",
      "Best fruit?,,,,,Poll,,none,Apple,Pear,,",
      "Smallest first,,,,,Put in order,,,1,2,,",
    ].join("\n");
    await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("mixed.csv", text));
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("status").waitFor();
    const preview = dialog.getByRole("region", { name: "Preview, scrollable" });
    const cellsOf = (column: number) =>
      preview.locator(`tbody tr td:nth-child(${column})`).evaluateAll((cells) => cells.map((cell) => cell.textContent));
    expect(await cellsOf(2)).toEqual([
      "Multiple choice, 20 s, Double points",
      "True or false",
      "Select all that apply",
      "Poll, No points",
      "Put in order",
    ]);
    expect(await cellsOf(8)).toEqual(["", "", "2 ✓ (right)45 ✓ (right)", "ApplePear", "12"]);
    expect(await dialog.locator(".import-row-bad").textContent()).toContain("Add at least 3 items");
    await expectNoAxeViolations(page);
    await preview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "deck-import-types");
    await preview.evaluate((region) => {
      region.scrollLeft = region.scrollWidth;
    });
    await saveScreenshot(page, "deck-import-types-choices");

    await dialog.getByRole("button", { name: "Import 4 cards (skip the rows with problems)", exact: true }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("4 cards added");
    const cards = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`);
    expect(
      cards.map((card) => [card.Type, card.Answer, card.Choices, card.Correct, card.Time_limit, card.Points]),
    ).toEqual([
      ["multiple_choice", "4", [], [], 20, "double"],
      ["true_false", "True", [], [], null, "standard"],
      ["select_all", "", ["2", "4", "5"], [0, 2], null, "standard"],
      ["poll", "", ["Apple", "Pear"], [], null, "none"],
    ]);
  });

  test("on a phone, an import the server refuses says why right above the buttons, and imports nothing", async () => {
    const page = await e2e.newPage(TALL_PHONE, { touch: true });
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Thirty");
    const dialog = await openImport(page, deck);
    const rows = Array.from({ length: 30 }, (_, n) => `Question ${n + 1}?,Right,Wrong A,Wrong B,Wrong C`);
    await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("thirty.csv", [HEADER, ...rows].join("\n")));
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("30 cards are ready to import.");
    e2e.allowConsoleErrors(page, /Failed to load resource.*500/);
    await routeNow(page, "**/api/decks/*/import", (route) => route.fulfill({ status: 500, json: { error: "Boom" } }));
    await dialog.getByRole("button", { name: "Import 30 cards" }).click();
    const reason = dialog.getByRole("alert");
    expect(await visibleText(reason)).toBe("Boom");
    // The reason and the buttons are one glance: nothing between them.
    const [reasonBox, cancelBox] = [
      await reason.boundingBox(),
      await dialog.getByRole("button", { name: "Cancel" }).boundingBox(),
    ];
    expect(cancelBox!.y - (reasonBox!.y + reasonBox!.height)).toBeLessThan(40);
    expect(await textsOf(page, deck)).toEqual([]);
  });

  test("an import whose answer was lost on the way back, pressed again, adds its cards once", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Rivers");
    const dialog = await openImport(page, deck);
    const text = `${HEADER}\nLongest river?,Nile,Amazon,Yangtze,Danube\nRiver of Paris?,Seine,Loire,Rhône,Thames\n`;
    await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("rivers.csv", text));
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("2 cards are ready to import.");
    // The server writes the cards; the connection drops before its answer arrives.
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await routeNow(page, "**/api/decks/*/import", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await dialog.getByRole("button", { name: "Import 2 cards" }).click();
    await dialog.getByRole("alert").waitFor();
    await page.unroute("**/api/decks/*/import");
    await dialog.getByRole("button", { name: "Import 2 cards" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("2 cards added");
    expect(await textsOf(page, deck)).toEqual([
      ["Longest river?", "Nile", "Amazon", "Yangtze", "Danube"],
      ["River of Paris?", "Seine", "Loire", "Rhône", "Thames"],
    ]);
  });

  test("a file that is not UTF-8 is refused before anything is sent", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Latin-1");
    const dialog = await openImport(page, deck);
    const latin1 = Buffer.from(`${HEADER}\nCaf\xe9?,a,b,c,d\n`, "latin1");
    await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("cafe.csv", latin1));
    expect(await visibleText(dialog.getByRole("alert"))).toBe(
      "The file is not UTF-8: save it as “CSV UTF-8” and try again",
    );
  });

  test("a pasted Quizlet list with one bad row on a phone: fixed, previewed, imported with drawn incorrect answers", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    const deck = await createDeck(page, user, "Vocabulary");
    const dialog = await openImport(page, deck);
    await dialog.getByLabel("A pasted list (Quizlet export)").check();
    const list = dialog.getByLabel("Terms and definitions", { exact: true });
    await list.fill("perro\tdog\ngato\tcat\ncaballo horse\npájaro\tbird\nvaca\tcow");
    await dialog.getByRole("button", { name: "Preview" }).click();
    expect(await dialog.locator(".import-row-bad").textContent()).toContain("No separator between term and definition");
    await saveScreenshot(page, "deck-import-pasted-errors");

    await list.fill("perro\tdog\ngato\tcat\ncaballo\thorse\npájaro\tbird\nvaca\tcow");
    expect(await dialog.getByRole("status").count()).toBe(0);
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("button", { name: "Import 5 cards" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("5 cards added");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const cards = await textsOf(page, deck);
    expect(cards.map(([question, answer]) => [question, answer])).toEqual([
      ["perro", "dog"],
      ["gato", "cat"],
      ["caballo", "horse"],
      ["pájaro", "bird"],
      ["vaca", "cow"],
    ]);
    const definitions = ["dog", "cat", "horse", "bird", "cow"];
    for (const [, answer, ...incorrect] of cards) {
      expect(new Set(incorrect).size).toBe(3);
      for (const other of incorrect) expect(definitions.filter((d) => d !== answer)).toContain(other);
    }
  });

  test("an export is named after its deck's title in any script", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await createDeck(page, user, "عواصم العالم");
    await new DecksPage(page).goto(`?deck=${deck.deck_id}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("عواصم-العالم.csv");
  });

  test("Export CSV downloads the deck, and importing that file into another deck gives the same cards", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const source = await createDeck(page, user, "Formulas");
    const texts = { Question: "=SUM(1,2)?", Answer: "3", Incorrect1: "-1", Incorrect2: "+4", Incorrect3: '@"five"' };
    await apiAs(page, "POST", `/api/cards/${source.deck_id}`, texts);
    await new DecksPage(page).goto(`?deck=${source.deck_id}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Formulas.csv");
    const exported = fs.readFileSync(await download.path());

    const copy = await createDeck(page, user, "Formulas copy");
    const dialog = await openImport(page, copy);
    await dialog.getByLabel("File", { exact: true }).setInputFiles(csvFile("Formulas.csv", exported));
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("button", { name: "Import 1 card" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("1 card added");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await textsOf(page, copy)).toEqual([Object.values(texts)]);
  });
});

import type { CardRecord, DeckRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdResponses,
  newUser,
  PHONE,
  routeNow,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  type TestUser,
  topsOf,
  visibleText,
} from "./harness";
import { uploadCardPicture, waitForPicture } from "./pages/card-picture";

const e2e = setUpE2e();

const fields = [
  { label: "Question", key: "Question", text: "What is the capital of France?" },
  { label: "Answer", key: "Answer", text: "Paris" },
  { label: "Incorrect 1", key: "Incorrect1", text: "Lyon" },
  { label: "Incorrect 2", key: "Incorrect2", text: "Marseille" },
  { label: "Incorrect 3", key: "Incorrect3", text: "Nice" },
] as const;

/** A real 1×1 PNG, so the browser can draw it. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function deckWithCard(page: Page, user: TestUser, texts: Partial<CardRecord> = {}) {
  const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Geography", User_id: user.id });
  const card = await apiAs<CardRecord>(page, "POST", `/api/cards/${deck.deck_id}`, texts);
  return { deck, card };
}

const editButton = (page: Page, label: string) => page.getByRole("button", { name: `Edit ${label}`, exact: true });
const saveButton = (page: Page, label: string) => page.getByRole("button", { name: `Save ${label}`, exact: true });
const fieldText = (page: Page, label: string) =>
  page.locator(".inline-field", { has: page.getByText(label, { exact: true }) }).locator(".inline-field-value");
const imageInput = (page: Page) => page.getByLabel(/^(Upload|Replace) image$/);
/** The image uploads the page sends from now on, by URL. */
function imageUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/image")) uploads.push(request.url());
  });
  return uploads;
}

describe("Card editor (docs/product.md §2)", () => {
  test("the owner edits and saves every field; a reload shows the saved texts", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user);
    await page.goto(`/cards/${card.Card_id}`);
    expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe("Editing Card");
    await editButton(page, "Question").waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "cards-blank");

    for (const [index, field] of fields.entries()) {
      await editButton(page, field.label).click();
      const input = page.getByLabel(field.label, { exact: true });
      await input.fill(field.text);
      if (index === 0) {
        await expectNoAxeViolations(page);
        await saveButton(page, field.label).click();
      } else {
        await input.press("Enter");
      }
      expect(await visibleText(fieldText(page, field.label))).toBe(field.text);
    }
    await expect
      .poll(() => editButton(page, "Incorrect 3").evaluate((button) => button === document.activeElement))
      .toBe(true);

    await page.reload();
    for (const field of fields) expect(await visibleText(fieldText(page, field.label))).toBe(field.text);
    const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
    for (const field of fields) expect(saved?.[field.key]).toBe(field.text);
    await saveScreenshot(page, "cards-filled");
  });

  test("Escape cancels an edit and leaves the text as it was", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user, { Question: "Kept?" });
    await page.goto(`/cards/${card.Card_id}`);
    await editButton(page, "Question").click();
    const input = page.getByLabel("Question", { exact: true });
    expect(await input.inputValue()).toBe("Kept?");
    await input.fill("Thrown away");
    await saveScreenshot(page, "cards-editing");
    await input.press("Escape");
    expect(await visibleText(fieldText(page, "Question"))).toBe("Kept?");
    await expect
      .poll(() => editButton(page, "Question").evaluate((button) => button === document.activeElement))
      .toBe(true);
    const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
    expect(saved?.Question).toBe("Kept?");
  });

  test("an image: a PNG uploads, a wrong type and a 2 MB file are refused before sending, and it can be removed", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user, { Question: "Which flag?" });
    const uploads = imageUploads(page);
    await page.goto(`/cards/${card.Card_id}`);

    await imageInput(page).setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("just text"),
    });
    expect(await visibleText(page.getByRole("alert"))).toBe("Only JPG, JPEG, and PNG files are allowed.");
    const tooLarge = Buffer.alloc(2_097_152);
    tinyPng.copy(tooLarge);
    await imageInput(page).setInputFiles({ name: "big.png", mimeType: "image/png", buffer: tooLarge });
    expect(await visibleText(page.getByRole("alert"))).toBe("File size must be under 2MB.");
    const damaged = Buffer.concat([tinyPng.subarray(0, 33), Buffer.alloc(100, 7)]);
    await imageInput(page).setInputFiles({ name: "damaged.png", mimeType: "image/png", buffer: damaged });
    await expect
      .poll(() => visibleText(page.getByRole("alert")))
      .toBe("This image file could not be read. It may be damaged: please choose another.");
    expect(uploads).toEqual([]);
    await expectNoAxeViolations(page);

    await imageInput(page).setInputFiles({ name: "flag.png", mimeType: "image/png", buffer: tinyPng });
    expect(await visibleText(page.getByText("Upload successful!"))).toBeTruthy();
    // Issue 29 point 6: without a description, the image is read as the question.
    const picture = page.getByRole("img", { name: "Which flag?", exact: true });
    await picture.waitFor();
    expect(await picture.getAttribute("src")).toMatch(/^\/api\/images\/[\w-]+$/);
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.reload();
    await picture.waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "cards-image");

    await page.getByRole("button", { name: "Remove Image" }).click();
    expect(await visibleText(page.getByText("Image removed."))).toBeTruthy();
    // The button went with the image: the focus is on the line that says so.
    await expect
      .poll(() => page.getByText("Image removed.").evaluate((line) => line === document.activeElement))
      .toBe(true);
    expect(await picture.count()).toBe(0);
    const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
    expect(saved?.image).toBeNull();
  });

  test("a keyboard user's focus stays on the image field while the file uploads, and a press meanwhile opens no picker", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user, { Question: "Which flag?" });
    await page.goto(`/cards/${card.Card_id}`);
    const uploads = imageUploads(page);
    const release = await holdResponses(page, ["**/api/cards/*/image"]);
    await imageInput(page).focus();
    await imageInput(page).setInputFiles({ name: "flag.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByRole("status").getByText("Uploading…").waitFor();
    const focused = () => imageInput(page).evaluate((input) => input === document.activeElement);
    expect(await focused()).toBe(true);
    expect(await imageInput(page).getAttribute("aria-disabled")).toBe("true");
    await saveScreenshot(page, "cards-image-uploading");
    // A press on the field is a click; the picker opens unless the page prevented it. Counted on the window, after
    // the app's own handlers, and then prevented, so no real picker is left open.
    await page.evaluate(() => {
      const counted = window as typeof window & { pickerOpenings?: number };
      counted.pickerOpenings = 0;
      window.addEventListener("click", (event) => {
        if (!(event.target instanceof HTMLInputElement) || event.target.type !== "file") return;
        if (!event.defaultPrevented) counted.pickerOpenings = (counted.pickerOpenings ?? 0) + 1;
        event.preventDefault();
      });
    });
    const pickerOpenings = () =>
      page.evaluate(() => (window as typeof window & { pickerOpenings?: number }).pickerOpenings);
    await page.keyboard.press("Space");
    expect(await pickerOpenings()).toBe(0);
    // A file dropped on the field meanwhile is not sent (counted once the first upload is done).
    await imageInput(page).setInputFiles({ name: "other.png", mimeType: "image/png", buffer: tinyPng });

    release();
    expect(await visibleText(page.getByText("Upload successful!"))).toBeTruthy();
    await page.getByRole("img", { name: "Which flag?", exact: true }).waitFor();
    expect(uploads).toHaveLength(1);
    expect(await focused()).toBe(true);
    expect(await imageInput(page).getAttribute("aria-disabled")).toBeNull();
    // Once uploaded, the same press opens the picker again (for Replace Image).
    await page.keyboard.press("Space");
    expect(await pickerOpenings()).toBe(1);
  });

  test("an upload that fails keeps the file chosen, and Try again sends it", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user, { Question: "Which flag?" });
    await page.goto(`/cards/${card.Card_id}`);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await routeNow(page, "**/api/cards/*/image", (route) => route.abort());
    await imageInput(page).setInputFiles({ name: "flag.png", mimeType: "image/png", buffer: tinyPng });
    await page
      .getByRole("alert")
      .getByText(/could not be reached/)
      .waitFor();
    expect(await imageInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("flag.png");
    await page.unroute("**/api/cards/*/image");
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await visibleText(page.getByText("Upload successful!"))).toBeTruthy();
    await page.getByRole("img", { name: "Which flag?", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
  });

  for (const viewport of [TALL_PHONE, DESKTOP]) {
    test(`at ${viewport.width}×${viewport.height}, the owner describes the image for screen readers (issue 29 point 6)`, async () => {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const { card } = await deckWithCard(page, user, { Question: "Which flag?" });
      await page.goto(`/cards/${card.Card_id}`);
      const label = "Image description (read aloud to screen readers)";
      expect(await editButton(page, label).count()).toBe(0);

      await imageInput(page).setInputFiles({ name: "flag.png", mimeType: "image/png", buffer: tinyPng });
      await page.getByRole("img", { name: "Which flag?", exact: true }).waitFor();
      await editButton(page, label).click();
      const input = page.getByLabel(label, { exact: true });
      expect(await input.getAttribute("maxlength")).toBe("200");
      await input.fill("A red flag with a white cross");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "cards-image-description-editing");
      await saveButton(page, label).click();
      const described = page.getByRole("img", { name: "A red flag with a white cross", exact: true });
      await described.waitFor();
      expect(await visibleText(page.getByText("When it is empty, the question is read instead."))).toBeTruthy();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "cards-image-description");
      const [saved] = await apiAs<CardRecord[]>(page, "GET", `/api/cards/${card.Card_id}/card`);
      expect(saved?.Image_alt).toBe("A red flag with a white cross");

      await editButton(page, label).click();
      await input.fill("");
      await saveButton(page, label).click();
      await page.getByRole("img", { name: "Which flag?", exact: true }).waitFor();
    });
  }

  test("on a phone, the image's controls stay put when the picture arrives", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    const user = await newUser(page);
    const { card } = await deckWithCard(page, user, { Question: "Which flag?" });
    await uploadCardPicture(page, card.Card_id, { width: 1600, height: 1200 });
    const release = await holdResponses(page, ["**/api/images/*"]);
    await page.goto(`/cards/${card.Card_id}`);
    const remove = page.getByRole("button", { name: "Remove image" });
    await remove.waitFor();
    const beforeThePicture = await topsOf([remove]);
    release();
    await waitForPicture(page.locator(".card-image-picture"), 1600);
    expect(await topsOf([remove])).toEqual(beforeThePicture);
    await saveScreenshot(page, "cards-image-phone");
  });

  test("Close goes back to the deck; Delete Card asks first, then deletes and returns to the deck", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const { deck, card } = await deckWithCard(page, user, { Question: "Delete me", Answer: "Ok" });
    await page.goto(`/cards/${card.Card_id}`);
    await page.getByRole("link", { name: "Close" }).click();
    await expectPath(page, "/decks");
    expect(new URL(page.url()).searchParams.get("deck")).toBe(String(deck.deck_id));
    await page.getByRole("link", { name: /Delete me/ }).click();
    await expectPath(page, `/cards/${card.Card_id}`);

    const deleteButton = page.getByRole("button", { name: "Delete Card", exact: true });
    await deleteButton.click();
    const dialog = page.getByRole("dialog");
    expect(await visibleText(dialog.getByRole("heading"))).toBe("Delete Card?");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "cards-delete-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete Card" }).click();
    await expectPath(page, "/decks");
    expect(new URL(page.url()).searchParams.get("deck")).toBe(String(deck.deck_id));
    expect(await visibleText(page.getByText("This deck has no cards yet."))).toBeTruthy();
    expect(await apiAs<CardRecord[]>(page, "GET", `/api/cards/${deck.deck_id}`)).toEqual([]);
    // The editor went with the card: the deck says what happened, with the focus on it.
    const status = page.getByRole("status").filter({ hasText: "The card was deleted." });
    await expect.poll(() => status.evaluate((line) => line === document.activeElement)).toBe(true);
  });

  test("someone else's card is read-only: no Edit, Save, upload or Delete Card", async () => {
    const authorPage = await e2e.newPage();
    const author = await newUser(authorPage);
    const { deck, card } = await deckWithCard(authorPage, author, { Question: "Look only", Answer: "Yes" });

    const page = await e2e.newPage();
    await newUser(page);
    await page.goto(`/cards/${card.Card_id}`);
    expect(await visibleText(fieldText(page, "Question"))).toBe("Look only");
    expect(await visibleText(page.getByText("Only the deck's author can edit this card."))).toBeTruthy();
    expect(await page.getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete Card" }).count()).toBe(0);
    expect(await imageInput(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "cards-readonly");
    await page.getByRole("link", { name: "Close" }).click();
    await expectPath(page, "/decks");
    expect(new URL(page.url()).searchParams.get("deck")).toBe(String(deck.deck_id));
  });

  test("/cards alone points to Decks; a missing card says so", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await page.goto("/cards");
    expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe("Editing Card");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to Decks" }).click();
    await expectPath(page, "/decks");

    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await page.goto("/cards/987654");
    expect(await visibleText(page.getByRole("alert"))).toContain("This card could not be found.");
    await expectNoAxeViolations(page);
  });

  test("signed out, a card address sends the visitor to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/cards/1");
    await expectPath(page, "/");
  });
});

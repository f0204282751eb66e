import type { DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  failRequests,
  holdResponses,
  newUser,
  PHONE,
  saveScreenshot,
  setUpE2e,
  topsOf,
  visibleText,
  watchPlace,
} from "./harness";

const e2e = setUpE2e();

describe("dashboard (docs/product.md §2)", () => {
  test("a new user sees the empty states of decks and groups", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await page.goto("/dashboard");
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
    expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "dashboard-empty");
  });

  test("on a phone, nothing moves when the greeting learns the user's name", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    // With a deck, "What to do next" does not come in above the panels.
    await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Ready" });
    const release = await holdResponses(page, [`**/api/users/${user.id}`]);
    await page.goto("/dashboard");
    const steady = [page.getByRole("link", { name: "Host a game" }), page.getByRole("heading", { name: "Due today" })];
    await page.getByText("Welcome back!").waitFor();
    for (const element of steady) await element.waitFor();
    const beforeTheName = await topsOf(steady);
    release();
    await page.locator(".lead", { hasText: user.displayName }).waitFor();
    expect(await topsOf(steady)).toEqual(beforeTheName);
  });

  test("a new user's panels do not move down when What to do next comes in above them", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    const release = await holdResponses(page, ["**/api/decks/*/user_decks"]);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const dueTodayPlaces = await watchPlace(page, "#dashboard-due-today");
    release();
    await page.getByRole("heading", { name: "What to do next" }).waitFor();
    await page.getByText("No past games yet").waitFor();
    expect(await dueTodayPlaces()).toHaveLength(1);
  });

  test("a user with no decks is told what to do next: create a first deck, join or host a game", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    await page.goto("/dashboard");
    const next = page.getByRole("region", { name: "What to do next" });
    await next.waitFor();
    expect(await next.getByRole("link", { name: "Join a game" }).getAttribute("href")).toBe("/join");
    // Host a game is in the dashboard's header for everyone (issue 29 point 8), not one of these steps.
    expect(await page.getByRole("link", { name: "Host a game" }).getAttribute("href")).toBe("/host/start");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "dashboard-what-next");

    await next.getByRole("button", { name: "Create your first deck" }).click();
    const title = page.getByRole("dialog", { name: "Add Deck" }).getByLabel("Title", { exact: true });
    await title.fill("Spanish verbs");
    await title.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("deck")).toMatch(/^\d+$/);
    expect(await visibleText(page.locator(".open-deck-title"))).toBe("Spanish verbs");
    // With a deck, the dashboard lists it instead.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Spanish verbs/ }).waitFor();
    expect(await page.getByRole("region", { name: "What to do next" }).count()).toBe(0);
  });

  test("decks and groups made through the API show as insets that open them", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "World Capitals", User_id: user.id });
      await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Chemistry Basics", User_id: user.id });
      const group = await apiAs<GroupRecord>(page, "POST", "/api/groups/", {
        Group_Name: "Period 3 Science",
        Founder_id: user.id,
      });

      await page.goto("/dashboard");
      const deckLink = page.getByRole("link", { name: /World Capitals/ });
      await deckLink.waitFor();
      expect(await deckLink.getAttribute("href")).toBe(`/decks?deck=${deck.deck_id}`);
      expect(await page.getByRole("list", { name: "Your decks" }).getByRole("listitem").count()).toBe(2);
      const groupLink = page.getByRole("link", { name: /Period 3 Science/ });
      await groupLink.waitFor();
      expect(await groupLink.getAttribute("href")).toBe(`/groups/${group.Group_id}`);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "dashboard-filled");

      await groupLink.click();
      await expectPath(page, `/groups/${group.Group_id}`);
    }
  });

  test("a list that cannot load says so and can be retried", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const outage = await failRequests(page, "**/api/decks/*/user_decks");
    await page.goto("/dashboard");
    expect(await visibleText(page.getByRole("alert"))).toContain("Your decks could not be loaded.");
    await expectNoAxeViolations(page);
    outage.recover();
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
  });
});

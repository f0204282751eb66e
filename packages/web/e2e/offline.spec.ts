import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectPath, newUser, setUpE2e, visibleText } from "./harness";
import { DecksPage } from "./pages/decks-page";

/**
 * The connection drops while the app is open: a screen says it could not load and offers to try again, and it
 * comes back by itself with the connection. The app is never swapped for the browser's own error page.
 */
const e2e = setUpE2e();
const OFFLINE_ERRORS = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported module/;

const goOffline = async (page: Page) => {
  e2e.allowConsoleErrors(page, OFFLINE_ERRORS);
  await page.context().setOffline(true);
};

describe("offline for a while", () => {
  test("a screen not yet opened says it could not be loaded, and opens when the connection is back", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await goOffline(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Groups", exact: true }).click();
    const failed = page.getByText("This page could not be loaded. Check your connection and try again.");
    await failed.waitFor();
    expect(new URL(page.url()).pathname).toBe("/groups");
    await page.context().setOffline(false);
    await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
    await expectPath(page, "/groups");
  });

  test("Find Decks says the decks could not be loaded, keeps the search typed, and finds it when back", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const other = await e2e.newPage();
    await newUser(other);
    await other.context().request.post("/api/decks", { data: { Title: "Capitals offline" } });
    const decks = new DecksPage(page);
    await decks.goto();
    await decks.list("My Decks").or(page.getByText("Looks like you have no decks!")).waitFor();

    await goOffline(page);
    await page.getByRole("button", { name: "Find Decks", exact: true }).click();
    await page.getByText("The decks could not be loaded.").waitFor();
    await decks.searchBox.fill("capitals offline");
    await decks.searchBox.press("Enter");
    await page.getByText("The decks could not be loaded.").waitFor();
    expect(await page.getByText(/No decks match/).count()).toBe(0);
    expect(await decks.searchBox.inputValue()).toBe("capitals offline");

    await page.context().setOffline(false);
    await expect.poll(() => visibleText(decks.list("Find Decks"))).toContain("Capitals offline");
  });
});

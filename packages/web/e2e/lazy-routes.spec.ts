import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectNoAxeViolations, expectPath, newUser, routeNow, saveScreenshot, setUpE2e } from "./harness";
import { Sidebar } from "./pages/sidebar";

const e2e = setUpE2e();

/** Counts the page's full loads (a reload is one more). */
async function countLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * The decks screen's own chunk, by the build's manifest: other chunks may be named after a decks module too (the
 * API's decks.ts, which the app's first screen imports).
 */
function decksScreenChunk(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../dist/.vite/manifest.json"), "utf8"),
  );
  return `/${manifest["src/routes/decks.tsx"].file}`;
}

/** The decks screen's chunk, as a deploy that removed it would answer: 404 while `failing`. */
async function removeDecksChunk(page: Page, times: number) {
  let left = times;
  const chunk = decksScreenChunk();
  await routeNow(
    page,
    (url) => url.pathname === chunk,
    (route) => {
      if (left <= 0) return route.fallback();
      left -= 1;
      return route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"No such file"}' });
    },
  );
}

/** A signed-in user on the dashboard whose next visit to Decks finds its chunk gone `times` times. */
async function onDashboardWithDecksGone(times: number) {
  const page = await e2e.newPage();
  e2e.allowConsoleErrors(page, /Failed to load resource|Failed to fetch dynamically imported module|decks-/);
  await newUser(page);
  const sidebar = await Sidebar.onDashboard(page);
  const loads = await countLoads(page);
  await removeDecksChunk(page, times);
  await sidebar.link("Decks").click();
  return { page, sidebar, loads };
}

describe("screens loaded by route (issue 17)", () => {
  test("a chunk gone after a deploy reloads the page once, and the screen opens", async () => {
    const { page, loads } = await onDashboardWithDecksGone(1);
    await expectPath(page, "/decks");
    await page.getByRole("heading", { level: 1, name: "Decks" }).waitFor();
    expect(loads()).toBe(1);
    expect(await page.getByRole("alert").filter({ hasText: "could not be loaded" }).count()).toBe(0);
  });

  test("a chunk that still fails after the reload says so, with Reload, instead of reloading again", async () => {
    const { page, sidebar, loads } = await onDashboardWithDecksGone(100);
    const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
    await alert.waitFor();
    expect(loads()).toBe(1);
    // The sidebar stays: the user can go elsewhere, or try again.
    expect(await sidebar.nav.isVisible()).toBe(true);
    expect(await alert.getByRole("button", { name: "Reload" }).isVisible()).toBe(true);
    await saveScreenshot(page, "route-chunk-failed");
    await expectNoAxeViolations(page);
    await sidebar.link("Dashboard").click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  test("leaving a screen while its code is still on its way shows the screen chosen next", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const sidebar = await Sidebar.onDashboard(page);
    // The decks screen's code arrives only when the test lets it: the user has already gone on.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chunk = decksScreenChunk();
    await routeNow(
      page,
      (url) => url.pathname === chunk,
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await sidebar.link("Decks").click();
    await page.getByText("Loading…").waitFor();
    await sidebar.link("Dashboard").click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 5_000 });
    release();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await sidebar.link("Decks").click();
    await page.getByRole("heading", { level: 1, name: "Decks" }).waitFor({ timeout: 10_000 });
  });
});

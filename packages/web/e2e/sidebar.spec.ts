import { describe, expect, test } from "vitest";
import {
  expectNoAxeViolations,
  expectPath,
  newUser,
  PHONE,
  pressWithoutClicking,
  saveScreenshot,
  setUpE2e,
  tapHighlightOf,
} from "./harness";
import { Sidebar, sidebarLinks } from "./pages/sidebar";

const e2e = setUpE2e();

describe("sidebar (docs/product.md §2)", () => {
  test("lists every item, marks the current page and links to the user's own profile", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const sidebar = await Sidebar.onDashboard(page);
    expect(await sidebar.linkNames()).toEqual([...sidebarLinks]);
    expect(await sidebar.nav.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    expect(await sidebar.link("Dashboard").getAttribute("aria-current")).toBe("page");
    expect(await sidebar.link("Play").getAttribute("href")).toBe("/join");
    expect(await sidebar.link("Profile").getAttribute("href")).toBe(`/profile/${user.id}`);
    await expectNoAxeViolations(page);

    await sidebar.link("Decks").click();
    await expectPath(page, "/decks");
    // The address changes before the navigation's render commits; the mark follows it.
    await expect.poll(() => sidebar.link("Decks").getAttribute("aria-current")).toBe("page");
    expect(await sidebar.link("Dashboard").getAttribute("aria-current")).toBeNull();
    await sidebar.link("Settings").click();
    await expectPath(page, "/settings");
    await sidebar.link("Profile").click();
    await expectPath(page, `/profile/${user.id}`);
  });

  test("each page it opens is named to a screen reader, the focus staying on the link", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const sidebar = await Sidebar.onDashboard(page);
    const announcer = page.locator(".route-announcer");
    expect(await announcer.getAttribute("aria-live")).toBe("polite");
    // Arriving is not news: the page's own title names it.
    expect(await announcer.textContent()).toBe("");

    await sidebar.link("Groups").focus();
    await page.keyboard.press("Enter");
    await expectPath(page, "/groups");
    await expect.poll(() => announcer.textContent()).toBe("Groups · Quizdeck");
    expect(await sidebar.link("Groups").evaluate((link) => link === document.activeElement)).toBe(true);
    await page.goBack();
    await expect.poll(() => announcer.textContent()).toBe("Dashboard · Quizdeck");
  });

  test("is expanded on a wide screen and collapses with its toggle", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const sidebar = await Sidebar.onDashboard(page);
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("true");
    await sidebar.menuButton.click();
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("false");
    await sidebar.nav.waitFor({ state: "hidden" });
    await saveScreenshot(page, "dashboard-sidebar-collapsed");
    await expectNoAxeViolations(page);
    await sidebar.menuButton.click();
    await sidebar.nav.waitFor({ state: "visible" });
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("true");
  });

  test("is not shown on paths starting with /join or /host, and is on /game", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const sidebar = new Sidebar(page);
    for (const path of ["/join", "/join/lobby", "/join/12", "/host/start", "/host/12"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await sidebar.menuButton.count(), path).toBe(0);
      expect(await page.getByRole("navigation").count(), path).toBe(0);
      await expectNoAxeViolations(page);
    }
    await page.goto("/game");
    await sidebar.nav.waitFor();
  });

  test("at phone width (375 px) it hides behind the menu button and closes after choosing", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    await page.goto("/dashboard");
    const sidebar = new Sidebar(page);
    await sidebar.menuButton.waitFor();
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await sidebar.nav.isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    await sidebar.menuButton.click();
    await sidebar.nav.waitFor({ state: "visible" });
    await saveScreenshot(page, "dashboard-menu-open");
    await expectNoAxeViolations(page);
    const groups = sidebar.link("Groups");
    const box = await groups.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Pressed, an item lightens, instead of the browser's tinted tap flash over the menu.
    for (const item of [groups, sidebar.menuButton]) expect(await tapHighlightOf(item)).toBe("rgba(0, 0, 0, 0)");
    const background = () => groups.evaluate((link) => getComputedStyle(link).backgroundColor);
    const resting = await background();
    const letGo = await pressWithoutClicking(page, groups);
    expect(await background()).toBe("rgba(255, 255, 255, 0.2)");
    await saveScreenshot(page, "dashboard-menu-pressed");
    await letGo();
    expect(await background()).toBe(resting);
    await expectPath(page, "/dashboard");

    await groups.click();
    await expectPath(page, "/groups");
    await sidebar.nav.waitFor({ state: "hidden" });
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("false");

    // By keyboard: Escape folds the open menu away, and the focus is back on its button.
    await sidebar.menuButton.focus();
    await page.keyboard.press("Enter");
    await sidebar.nav.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await sidebar.nav.waitFor({ state: "hidden" });
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await sidebar.menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Tabbing on past Logout leaves the menu: it folds away rather than cover where the focus went.
    await page.keyboard.press("Enter");
    await sidebar.nav.waitFor({ state: "visible" });
    for (let item = 0; item < 7; item += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Logout");
    await page.keyboard.press("Tab");
    await sidebar.nav.waitFor({ state: "hidden" });
    expect(await sidebar.menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});

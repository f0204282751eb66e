import type { DeckRecord, GroupRecord, UserRecord } from "@quizdeck/shared/records";
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
  visibleText,
} from "./harness";

const e2e = setUpE2e();

/** The value shown under one stat of the stats block. */
function stat(page: Page, label: string) {
  return page.locator(".profile-stat", { has: page.getByText(label, { exact: true }) }).locator("dd");
}

async function statsShown(page: Page) {
  const labels = ["Top Wins", "Total Points", "Best Deck", "Decks Made", "Games Played"];
  const values: Record<string, string> = {};
  for (const label of labels) values[label] = await visibleText(stat(page, label));
  return values;
}

describe("profile (docs/product.md §2 Profile)", () => {
  test("a new user's own profile shows the picture initial, the name and zero stats", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      await page.goto(`/profile/${user.id}`);

      expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe(user.displayName);
      await page.getByRole("img", { name: `${user.displayName}'s profile picture` }).waitFor();
      // The deck count loads after the profile and shows "—" until then.
      await expect.poll(() => stat(page, "Decks Made").textContent()).toBe("0");
      expect(await statsShown(page)).toEqual({
        "Top Wins": "0",
        "Total Points": "0",
        "Best Deck": "—",
        "Decks Made": "0",
        "Games Played": "0",
      });
      expect(await visibleText(page.getByText("Looks like you have no decks!"))).toBeTruthy();
      expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();
      expect(await page.getByRole("link", { name: "Edit in Settings" }).getAttribute("href")).toBe("/settings");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "profile-empty");
    }
  });

  test("Decks Made counts the user's decks, and the decks and groups link to their screens", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const deck = await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "World Capitals", User_id: user.id });
    await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: "Chemistry Basics", User_id: user.id });
    const group = await apiAs<GroupRecord>(page, "POST", "/api/groups/", {
      Group_Name: "Period 3 Science",
      Founder_id: user.id,
    });

    await page.goto(`/profile/${user.id}`);
    await expect.poll(() => stat(page, "Decks Made").textContent()).toBe("2");
    const decks = page.getByRole("list", { name: `${user.displayName}'s decks` });
    await decks.waitFor();
    expect(await decks.getByRole("listitem").count()).toBe(2);
    const deckLink = page.getByRole("link", { name: /World Capitals/ });
    expect(await deckLink.getAttribute("href")).toBe(`/decks?deck=${deck.deck_id}`);
    const groupLink = page.getByRole("link", { name: /Period 3 Science/ });
    await groupLink.waitFor();
    expect(await groupLink.getAttribute("href")).toBe(`/groups/${group.Group_id}`);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "profile-filled");

    await groupLink.click();
    await expectPath(page, `/groups/${group.Group_id}`);
  });

  test("on a phone, a group link is not drawn until the decks above it are, so it never moves under a finger", async () => {
    const page = await e2e.newPage(PHONE);
    const user = await newUser(page);
    for (const title of ["World Capitals", "Chemistry Basics", "Rivers"]) {
      await apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: title, User_id: user.id });
    }
    const group = await apiAs<GroupRecord>(page, "POST", "/api/groups/", {
      Group_Name: "Chess Club",
      Founder_id: user.id,
    });
    const decksHeld = await holdAnswers(page, "**/api/decks/*/user_decks");
    const groupRead = page.waitForResponse((response) => response.url().endsWith(`/api/groups/${group.Group_id}`));
    await page.goto(`/profile/${user.id}`);
    await groupRead;
    await decksHeld.answered;
    const groupLink = page.getByRole("link", { name: /Chess Club/ });
    await page.getByRole("status").filter({ hasText: "Loading groups" }).waitFor();
    expect(await groupLink.count()).toBe(0);
    await saveScreenshot(page, "profile-groups-wait-for-decks");

    decksHeld.release();
    await page.getByRole("list", { name: `${user.displayName}'s decks` }).waitFor();
    await groupLink.waitFor();
    expect(
      await page
        .getByRole("list", { name: `${user.displayName}'s decks` })
        .getByRole("listitem")
        .count(),
    ).toBe(3);
    await expectNoAxeViolations(page);
  });

  test("another user's public profile shows their stats, decks and groups but no settings link", async () => {
    const ownerPage = await e2e.newPage();
    const owner = await newUser(ownerPage);
    await apiAs<DeckRecord>(ownerPage, "POST", "/api/decks", { Title: "Fractions", User_id: owner.id });

    const visitorPage = await e2e.newPage(PHONE);
    await newUser(visitorPage);
    await visitorPage.goto(`/profile/${owner.id}`);

    expect(await visibleText(visitorPage.getByRole("heading", { level: 1 }))).toBe(owner.displayName);
    await expect.poll(() => stat(visitorPage, "Decks Made").textContent()).toBe("1");
    expect(await stat(visitorPage, "Top Wins").textContent()).toBe("0");
    await visitorPage.getByRole("link", { name: /Fractions/ }).waitFor();
    expect(await visibleText(visitorPage.getByText("This user is not in any group"))).toBeTruthy();
    expect(await visitorPage.getByRole("link", { name: "Edit in Settings" }).count()).toBe(0);
    await expectNoAxeViolations(visitorPage);
  });

  test("someone else's private profile shows only picture, name and the private notice", async () => {
    const ownerPage = await e2e.newPage();
    const owner = await newUser(ownerPage);
    await apiAs<DeckRecord>(ownerPage, "POST", "/api/decks", { Title: "Secret Deck", User_id: owner.id });
    await apiAs<UserRecord>(ownerPage, "PUT", `/api/users/${owner.id}/privacy`, { privacy: true });

    const visitorPage = await e2e.newPage();
    await newUser(visitorPage);
    await visitorPage.goto(`/profile/${owner.id}`);
    expect(await visibleText(visitorPage.getByText("User profile is private."))).toBeTruthy();
    expect(await visibleText(visitorPage.getByRole("heading", { level: 1 }))).toBe(owner.displayName);
    await visitorPage.getByRole("img", { name: `${owner.displayName}'s profile picture` }).waitFor();
    expect(await visitorPage.getByText("Top Wins").count()).toBe(0);
    expect(await visitorPage.getByRole("heading", { name: "Decks" }).count()).toBe(0);
    expect(await visitorPage.getByRole("heading", { name: "Groups" }).count()).toBe(0);
    expect(await visitorPage.getByText("Secret Deck").count()).toBe(0);
    await expectNoAxeViolations(visitorPage);
    await saveScreenshot(visitorPage, "profile-private");

    // The owner still sees everything on their own private profile.
    await ownerPage.goto(`/profile/${owner.id}`);
    await expect.poll(() => stat(ownerPage, "Decks Made").textContent()).toBe("1");
    expect(await ownerPage.getByText("User profile is private.").count()).toBe(0);
    await ownerPage.getByRole("link", { name: /Secret Deck/ }).waitFor();
  });

  test("an unknown user id says the user was not found", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await page.goto("/profile/no-such-user");
    expect(await visibleText(page.getByRole("alert"))).toBe("User not found");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to my profile" }).click();
    await expectPath(page, `/profile/${user.id}`);
  });

  test("a profile that cannot load offers Try again", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const outage = await failRequests(page, `**/api/users/${user.id}`);
    await page.goto(`/profile/${user.id}`);
    expect(await visibleText(page.getByRole("alert"))).toContain("The profile could not be loaded.");
    outage.recover();
    // On a slow network the second request takes a while: the screen says it is loading again.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await routeNow(page, `**/api/users/${user.id}`, async (route) => {
      await answered;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await visibleText(page.getByRole("status"))).toBe("Loading profile…");
    answer();
    expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe(user.displayName);
  });

  test("signed out, a profile address goes to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/profile/someone");
    await expectPath(page, "/");
  });
});

import type { DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdAnswers,
  holdResponses,
  newUser,
  PHONE,
  resizeTo,
  routeNow,
  saveScreenshot,
  setUpE2e,
  type TestUser,
  topsOf,
  visibleText,
} from "./harness";
import { GroupDetailPage } from "./pages/groups-page";

const e2e = setUpE2e();

async function makeGroup(page: Page, founder: TestUser, name: string): Promise<GroupRecord> {
  return apiAs<GroupRecord>(page, "POST", "/api/groups/", { Group_Name: name, Founder_id: founder.id });
}

async function join(page: Page, user: TestUser, group: GroupRecord): Promise<void> {
  await apiAs(page, "POST", "/api/groupMembership", { Group_id: group.Group_id, User_id: user.id });
}

async function makeDeck(page: Page, author: TestUser, title: string): Promise<DeckRecord> {
  return apiAs<DeckRecord>(page, "POST", "/api/decks", { Title: title, User_id: author.id });
}

/** A founder's page and a member's page on one group. */
async function groupWithMember(name: string) {
  const founderPage = await e2e.newPage();
  const founder = await newUser(founderPage);
  const group = await makeGroup(founderPage, founder, name);
  const memberPage = await e2e.newPage(PHONE);
  const member = await newUser(memberPage);
  await join(memberPage, member, group);
  return { founderPage, founder, group, memberPage, member };
}

/**
 * A founder presses Leave Group while the members are still on their way: until they are known, leaving cannot
 * tell whether it deletes the group, so its confirm button waits (Cancel does not). Then they arrive; the dialog
 * says `expected` and its confirm button is pressed.
 */
async function leaveBeforeMembersArrive(page: Page, group: GroupRecord, expected: RegExp): Promise<GroupDetailPage> {
  const detail = new GroupDetailPage(page);
  const members = await holdAnswers(page, `**/api/groupMembership/group/${group.Group_id}`);
  await detail.goto(group.Group_id);
  await members.answered;
  await detail.button("Leave Group").click();
  const confirm = detail.dialog.getByRole("button", { name: "Leave Group" });
  expect(await confirm.isDisabled()).toBe(true);
  expect(await detail.dialog.getByRole("button", { name: "Cancel" }).isEnabled()).toBe(true);
  members.release();
  await detail.dialog.getByText(expected).waitFor();
  await confirm.click();
  return detail;
}

describe("group detail (docs/product.md §2 Group detail)", () => {
  test("signed out, a group page goes to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/groups/1");
    await expectPath(page, "/");
  });

  test("the founder renames the group in place; a member sees no Rename or Delete", async () => {
    const { founderPage, group, memberPage } = await groupWithMember("Untitled Group");
    const detail = new GroupDetailPage(founderPage);
    await detail.goto(group.Group_id);
    expect(await visibleText(detail.heading)).toBe("Untitled Group");
    await detail.button("Rename Group").click();
    await expect.poll(() => detail.nameField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await detail.nameField.inputValue()).toBe("Untitled Group");
    await expectNoAxeViolations(founderPage);
    await saveScreenshot(founderPage, "group-detail-rename");
    await detail.nameField.fill("Period 3 Science");
    await detail.button("Save").click();
    await detail.button("Rename Group").waitFor();
    expect(await visibleText(detail.heading)).toBe("Period 3 Science");
    await expect.poll(() => founderPage.title()).toBe("Period 3 Science · Quizdeck");

    // Escape gives up a rename, as Cancel does: the name stays, the focus goes back to Rename Group.
    await detail.button("Rename Group").click();
    await detail.nameField.fill("Not this one");
    await detail.nameField.press("Escape");
    await detail.button("Rename Group").waitFor();
    expect(await visibleText(detail.heading)).toBe("Period 3 Science");
    await expect
      .poll(() => detail.button("Rename Group").evaluate((button) => button === document.activeElement))
      .toBe(true);

    const memberView = new GroupDetailPage(memberPage);
    await memberView.goto(group.Group_id);
    expect(await visibleText(memberView.heading)).toBe("Period 3 Science");
    await memberView.button("Leave Group").waitFor();
    expect(await memberView.button("Rename Group").count()).toBe(0);
    expect(await memberView.button("Delete Group").count()).toBe(0);
    expect(await memberView.button("Kick User").count()).toBe(0);
    await expectNoAxeViolations(memberPage);
  });

  test("on a phone, nothing moves when the members arrive and Leave Group appears", async () => {
    const { founderPage, group, memberPage } = await groupWithMember("Steady Group");
    await resizeTo(founderPage, PHONE);
    for (const page of [founderPage, memberPage]) {
      const release = await holdResponses(page, [`**/api/groupMembership/group/${group.Group_id}`]);
      await page.goto(`/groups/${group.Group_id}`);
      const topMembers = page.getByRole("heading", { name: "Top Members" });
      await topMembers.waitFor();
      const whileLoading = await topsOf([topMembers]);
      release();
      await page.getByRole("button", { name: "Leave Group" }).waitFor();
      await page
        .getByRole("link", { name: /^Player/ })
        .first()
        .waitFor();
      expect(await topsOf([topMembers]), page === founderPage ? "founder" : "member").toEqual(whileLoading);
    }
  });

  test("top members show 0.00 for members who never played, leave private profiles out; every member links to their profile", async () => {
    const { founderPage, founder, group, memberPage, member } = await groupWithMember("Chess Club");
    const privatePage = await e2e.newPage();
    const hidden = await newUser(privatePage);
    await join(privatePage, hidden, group);
    await apiAs(privatePage, "PUT", `/api/users/${hidden.id}/privacy`, { privacy: true });
    const fourthPage = await e2e.newPage();
    const fourth = await newUser(fourthPage);
    await join(fourthPage, fourth, group);
    await memberPage.close();
    await fourthPage.close();

    // The private member's own screen, where their stats are known, shows the board everyone else sees.
    const ownView = new GroupDetailPage(privatePage);
    await ownView.goto(group.Group_id);
    await ownView.topMembers.waitFor();
    expect(await ownView.topMembers.getByRole("listitem").allTextContents()).toEqual([
      expect.stringContaining(founder.displayName),
      expect.stringContaining(member.displayName),
      expect.stringContaining(fourth.displayName),
    ]);
    await privatePage.getByText("Members with a private profile are not ranked.").waitFor();

    for (const viewport of [DESKTOP, PHONE]) {
      await resizeTo(founderPage, viewport);
      const detail = new GroupDetailPage(founderPage);
      await detail.goto(group.Group_id);
      await detail.topMembers.waitFor();
      const top = detail.topMembers.getByRole("listitem");
      expect(await top.count()).toBe(3);
      expect(await top.nth(0).textContent()).toContain(founder.displayName);
      expect(await top.nth(0).textContent()).toMatch(/Average score 0\.00$/);
      expect(await top.nth(1).textContent()).toContain(member.displayName);
      expect(await top.nth(2).textContent()).toContain(fourth.displayName);
      expect(await visibleText(founderPage.locator(".top-members-private"))).toBe(
        "Members with a private profile are not ranked.",
      );

      expect(await detail.members.getByRole("listitem").count()).toBe(4);
      const link = detail.members.getByRole("link", { name: member.displayName });
      expect(await link.getAttribute("href")).toBe(`/profile/${member.id}`);
      expect(await detail.memberRow(founder.displayName).textContent()).toContain("Founder");
      await expectNoAxeViolations(founderPage);
      await saveScreenshot(founderPage, "group-detail-members");
    }
  });

  test("a group whose every member is private says there is nobody to rank", async () => {
    const page = await e2e.newPage(PHONE);
    const founder = await newUser(page);
    const group = await makeGroup(page, founder, "Secret Society");
    await apiAs(page, "PUT", `/api/users/${founder.id}/privacy`, { privacy: true });
    const detail = new GroupDetailPage(page);
    await detail.goto(group.Group_id);
    await page.getByText("No public profiles to rank yet.").waitFor();
    expect(await detail.topMembers.count()).toBe(0);
    expect(await page.getByText("Members with a private profile are not ranked.").count()).toBe(0);
    await detail.memberRow(founder.displayName).waitFor();
  });

  test("the founder kicks a member after confirming, never themselves; the kicked user can only join", async () => {
    const { founderPage, founder, group, memberPage, member } = await groupWithMember("Drama Club");
    const detail = new GroupDetailPage(founderPage);
    await detail.goto(group.Group_id);
    await detail.memberRow(member.displayName).waitFor();
    expect(await detail.memberRow(founder.displayName).getByRole("button", { name: "Kick User" }).count()).toBe(0);
    await detail.memberRow(member.displayName).getByRole("button", { name: "Kick User" }).click();
    expect(await visibleText(detail.dialog.getByRole("heading"))).toBe(`Kick ${member.displayName}?`);
    await expectNoAxeViolations(founderPage);
    await detail.dialog.getByRole("button", { name: "Kick User" }).click();
    await expect.poll(() => detail.memberRow(member.displayName).count()).toBe(0);
    expect(await detail.members.getByRole("listitem").count()).toBe(1);
    // The row and its button are gone: the focus is on the line that says what happened.
    const status = founderPage.locator(".members-status");
    expect(await visibleText(status)).toBe(`${member.displayName} is no longer in the group.`);
    await expect.poll(() => status.evaluate((line) => line === document.activeElement)).toBe(true);

    const kicked = new GroupDetailPage(memberPage);
    await kicked.goto(group.Group_id);
    await kicked.button("Join Group").waitFor();
    expect(await kicked.button("Leave Group").count()).toBe(0);
    expect(await kicked.button("Add Deck").count()).toBe(0);
    await kicked.button("Join Group").click();
    await kicked.button("Leave Group").waitFor();
    await kicked.memberRow(member.displayName).waitFor();
  });

  test("Join Group and Leave Group keep the keyboard's focus: on a failure, and on the button that takes their place", async () => {
    const founderPage = await e2e.newPage();
    const founder = await newUser(founderPage);
    const group = await makeGroup(founderPage, founder, "Focus Club");
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const detail = new GroupDetailPage(page);
    await detail.goto(group.Group_id);
    const joinButton = detail.button("Join Group");
    const isFocused = (button: typeof joinButton) => button.evaluate((element) => element === document.activeElement);

    let refuse = true;
    await routeNow(page, "**/api/groupMembership", (route) =>
      refuse && route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: "Database unavailable" } })
        : route.fallback(),
    );
    await joinButton.focus();
    await page.keyboard.press("Enter");
    expect(await visibleText(page.getByRole("alert"))).toBe("Database unavailable");
    // Busy while it asked, the button kept the focus: Enter tries again.
    expect(await isFocused(joinButton)).toBe(true);
    await expectNoAxeViolations(page);
    // The alert stands apart from the panel below it, as the panels do from each other.
    const alertBox = await page.getByRole("alert").boundingBox();
    const panelBox = await page.locator(".group-columns .panel").first().boundingBox();
    expect((panelBox?.y ?? 0) - ((alertBox?.y ?? 0) + (alertBox?.height ?? 0))).toBeGreaterThanOrEqual(16);
    await saveScreenshot(page, "group-join-failed");

    refuse = false;
    await page.keyboard.press("Enter");
    const leaveButton = detail.button("Leave Group");
    await leaveButton.waitFor();
    await expect.poll(() => isFocused(leaveButton)).toBe(true);

    await page.keyboard.press("Enter");
    await detail.dialog.getByRole("button", { name: "Leave Group" }).click();
    await joinButton.waitFor();
    await expect.poll(() => isFocused(joinButton)).toBe(true);
  });

  test("Add Deck offers own and liked decks in a modal; Submit lists the deck; Remove from Group takes it out", async () => {
    const { founderPage, founder, group, memberPage, member } = await groupWithMember("Science Fans");
    const own = await makeDeck(memberPage, member, "World Capitals");
    const othersPage = await e2e.newPage();
    const author = await newUser(othersPage);
    const liked = await makeDeck(othersPage, author, "Chemistry Basics");
    await makeDeck(othersPage, author, "Not Liked Deck");
    await apiAs(memberPage, "POST", `/api/userLikedDecks/${liked.deck_id}`);
    // A private deck cannot go into a group, so it is not offered.
    const secret = await makeDeck(memberPage, member, "My Secret Deck");
    await apiAs(memberPage, "PUT", `/api/decks/${secret.deck_id}`, { private: true });

    const detail = new GroupDetailPage(memberPage);
    await detail.goto(group.Group_id);
    expect(await visibleText(memberPage.getByText("No decks in group."))).toBeTruthy();
    await expectNoAxeViolations(memberPage);
    await saveScreenshot(memberPage, "group-detail-no-decks");

    const addDeck = detail.button("Add Deck");
    await addDeck.click();
    await detail.dialog.waitFor();
    expect(await detail.dialog.getByRole("heading", { name: "Add Deck" }).count()).toBe(1);
    const choices = detail.dialog.getByRole("group", { name: "Choose one of your own or liked decks" });
    expect(await choices.getByRole("radio").count()).toBe(2);
    expect(await choices.getByRole("radio", { name: /World Capitals/ }).count()).toBe(1);
    expect(await choices.getByRole("radio", { name: /Chemistry Basics/ }).count()).toBe(1);
    await expectNoAxeViolations(memberPage);
    await saveScreenshot(memberPage, "group-detail-add-deck");

    await detail.dialog.getByRole("button", { name: "Submit" }).click();
    expect(await visibleText(detail.dialog.getByRole("alert"))).toBe("Choose a deck to add.");
    await detail.dialog.getByRole("button", { name: "Close" }).click();
    await detail.dialog.waitFor({ state: "detached" });
    await expect.poll(() => addDeck.evaluate((button) => button === document.activeElement)).toBe(true);

    await addDeck.press("Enter");
    await choices.getByRole("radio", { name: /Chemistry Basics/ }).check();
    await detail.dialog.getByRole("button", { name: "Submit" }).click();
    await detail.dialog.waitFor({ state: "detached" });
    const deckLink = detail.decks.getByRole("link", { name: "Chemistry Basics" });
    await deckLink.waitFor();
    expect(await deckLink.getAttribute("href")).toBe(`/decks?deck=${liked.deck_id}`);
    expect(await visibleText(memberPage.locator(".groups-status"))).toBe("Chemistry Basics was added to the group.");

    await addDeck.click();
    await choices.getByRole("radio", { name: /World Capitals/ }).check();
    await memberPage.keyboard.press("Enter");
    await detail.dialog.waitFor({ state: "detached" });
    await detail.decks.getByRole("link", { name: "World Capitals" }).waitFor();
    expect(await detail.decks.getByRole("listitem").count()).toBe(2);
    await addDeck.click();
    expect(await visibleText(detail.dialog.getByText("You have no decks to add."))).toBeTruthy();
    await memberPage.keyboard.press("Escape");
    await detail.dialog.waitFor({ state: "detached" });
    await expectNoAxeViolations(memberPage);
    await saveScreenshot(memberPage, "group-detail-decks");

    // The founder may take out any deck of the group; a non-member sees the decks but no controls.
    const founderView = new GroupDetailPage(founderPage);
    await founderView.goto(group.Group_id);
    await founderView.decks.waitFor();
    expect(await founderView.decks.getByRole("button", { name: "Remove from Group" }).count()).toBe(2);
    const outsiderPage = await e2e.newPage();
    await newUser(outsiderPage);
    const outsider = new GroupDetailPage(outsiderPage);
    await outsider.goto(group.Group_id);
    await outsider.decks.waitFor();
    expect(await outsider.button("Remove from Group").count()).toBe(0);
    expect(await outsider.button("Add Deck").count()).toBe(0);

    const ownRow = detail.decks.getByRole("listitem").filter({ hasText: "World Capitals" });
    await ownRow.getByRole("button", { name: "Remove from Group" }).click();
    await expect.poll(() => detail.decks.getByRole("listitem").count()).toBe(1);
    // The button went with its row: the focus is on the line that says so.
    const status = memberPage.locator(".groups-status");
    expect(await visibleText(status)).toBe("World Capitals was removed from the group.");
    expect(await status.evaluate((line) => line === document.activeElement)).toBe(true);
    await detail.decks
      .getByRole("listitem")
      .filter({ hasText: "Chemistry Basics" })
      .getByRole("button", { name: "Remove from Group" })
      .click();
    expect(await visibleText(memberPage.getByText("No decks in group."))).toBeTruthy();
    const deck = await apiAs<DeckRecord>(memberPage, "GET", `/api/decks/${own.deck_id}`);
    expect(deck.group_id).toBeNull();
    expect(founder.id).not.toBe(member.id);
  });

  test("a member who neither made nor likes a deck cannot remove it; a refused Add shows the server's reason", async () => {
    const { founderPage, founder, group, memberPage, member } = await groupWithMember("Quiz Night");
    const deck = await makeDeck(founderPage, founder, "Founders Deck");
    await makeDeck(memberPage, member, "Member Deck");
    await apiAs(founderPage, "PUT", `/api/decks/${deck.deck_id}`, { Group_id: group.Group_id });
    const detail = new GroupDetailPage(memberPage);
    await detail.goto(group.Group_id);
    await detail.decks.getByRole("link", { name: "Founders Deck" }).waitFor();
    expect(await detail.button("Remove from Group").count()).toBe(0);

    e2e.allowConsoleErrors(memberPage, /Failed to load resource/);
    await routeNow(memberPage, "**/api/decks/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 403,
            json: {
              error: "Join the group before adding decks to it",
              message: "Join the group before adding decks to it",
            },
          })
        : route.fallback(),
    );
    await detail.button("Add Deck").click();
    await detail.dialog.getByRole("radio", { name: /Member Deck/ }).check();
    await detail.dialog.getByRole("button", { name: "Submit" }).click();
    expect(await visibleText(detail.dialog.getByRole("alert"))).toBe("Join the group before adding decks to it");
    await expectNoAxeViolations(memberPage);
  });

  test("the founder deletes the group from its page after confirming and lands on /groups", async () => {
    const page = await e2e.newPage();
    const founder = await newUser(page);
    const group = await makeGroup(page, founder, "Short Lived");
    const detail = new GroupDetailPage(page);
    await detail.goto(group.Group_id);
    await detail.button("Delete Group").click();
    expect(await visibleText(detail.dialog.getByRole("heading"))).toBe("Delete Short Lived?");
    await detail.dialog.getByRole("button", { name: "Delete Group" }).click();
    await expectPath(page, "/groups");
    expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();

    e2e.allowConsoleErrors(page, /404/);
    await detail.goto(group.Group_id);
    expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe("Group not found");
    await expectNoAxeViolations(page);
  });

  test("the last member leaving deletes the group and goes to /groups; a leaving founder hands it on", async () => {
    const { founderPage, founder, group, memberPage, member } = await groupWithMember("Hand Over");
    const detail = new GroupDetailPage(founderPage);
    await detail.goto(group.Group_id);
    await detail.button("Leave Group").click();
    expect(await visibleText(detail.dialog.getByText(/random other member becomes its founder/))).toBeTruthy();
    await detail.dialog.getByRole("button", { name: "Leave Group" }).click();
    await detail.button("Join Group").waitFor();
    // The badge comes from the group's own query, which may answer after the members'.
    await expect.poll(() => detail.memberRow(member.displayName).textContent()).toContain("Founder");
    expect(await detail.memberRow(founder.displayName).count()).toBe(0);

    const memberView = new GroupDetailPage(memberPage);
    await memberView.goto(group.Group_id);
    await memberView.button("Rename Group").waitFor();
    await memberView.button("Leave Group").click();
    expect(await visibleText(memberView.dialog.getByText(/last member, so leaving deletes the group/))).toBeTruthy();
    await memberView.dialog.getByRole("button", { name: "Leave Group" }).click();
    await expectPath(memberPage, "/groups");
    expect(await visibleText(memberPage.getByText("This user is not in any group"))).toBeTruthy();
  });

  test("the last member pressing Leave Group before the members arrive waits for them, then deletes the group", async () => {
    const page = await e2e.newPage();
    const founder = await newUser(page);
    const group = await makeGroup(page, founder, "Lone Group");
    await leaveBeforeMembersArrive(page, group, /last member, so leaving deletes the group/);
    await expectPath(page, "/groups");
  });

  test("a member who changes their username finds the new one in the group's members", async () => {
    const { founderPage, founder, group } = await groupWithMember("Name Change");
    const detail = new GroupDetailPage(founderPage);
    await detail.goto(group.Group_id);
    await detail.memberRow(founder.displayName).waitFor();
    await founderPage.getByRole("link", { name: "Settings", exact: true }).click();
    await founderPage.getByLabel("New username").fill("Renamedzz");
    await founderPage.getByRole("button", { name: "Change Username" }).click();
    await founderPage.getByRole("status").filter({ hasText: "Username updated successfully!" }).waitFor();
    await founderPage.goBack();
    await expect.poll(() => visibleText(detail.members)).toContain("Renamedzz");
    expect(await visibleText(detail.members)).not.toContain(founder.displayName);
  });

  test("a founder who presses Leave Group before the members arrive hands the group on once they have", async () => {
    const { founderPage, founder, group, member } = await groupWithMember("Quick Leave");
    const detail = await leaveBeforeMembersArrive(founderPage, group, /random other member becomes its founder/);
    await detail.button("Join Group").waitFor();
    await expect.poll(() => detail.memberRow(member.displayName).textContent()).toContain("Founder");
    expect(await detail.memberRow(founder.displayName).count()).toBe(0);
  });
});

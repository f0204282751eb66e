import type { GroupRecord } from "@quizdeck/shared/records";
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
import { GroupDetailPage, GroupsPage } from "./pages/groups-page";
import { Sidebar } from "./pages/sidebar";

const e2e = setUpE2e();

function groupIdOf(href: string | null): number {
  const id = Number(href?.split("/").pop());
  expect(id).toBeGreaterThan(0);
  return id;
}

async function makeGroup(page: Page, founderId: string, name: string): Promise<GroupRecord> {
  return apiAs<GroupRecord>(page, "POST", "/api/groups/", { Group_Name: name, Founder_id: founderId });
}

describe("groups list (docs/product.md §2 Groups list)", () => {
  test("signed out, /groups goes to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/groups");
    await expectPath(page, "/");
  });

  test("a user in no group sees My Groups first, with the empty state", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      const groups = new GroupsPage(page);
      await groups.goto();
      expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();
      expect(await groups.toggle("My Groups").getAttribute("aria-pressed")).toBe("true");
      expect(await groups.toggle("Find Groups").getAttribute("aria-pressed")).toBe("false");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "groups-empty");
    }
  });

  test("Create Group asks for a name; an empty one lists an Untitled Group in My Groups, with Leave and Delete", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const groups = new GroupsPage(page);
    await groups.goto();
    await page.getByText("This user is not in any group").waitFor();
    await groups.create("");
    expect(await visibleText(groups.status)).toBe("Untitled Group was created.");
    const link = groups.myGroups.getByRole("link", { name: "Untitled Group" });
    await link.waitFor();
    const groupId = groupIdOf(await link.getAttribute("href"));
    const row = groups.myRow(groupId);
    expect(await row.getByText("Founder").count()).toBe(1);
    expect(await row.getByRole("button", { name: "Leave This Group" }).count()).toBe(1);
    expect(await row.getByRole("button", { name: "Delete Group" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "groups-mine");

    await link.click();
    await expectPath(page, `/groups/${groupId}`);
    expect(await visibleText(new GroupDetailPage(page).heading)).toBe("Untitled Group");
  });

  test("Create Group with a typed name creates that group; Cancel creates nothing", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const groups = new GroupsPage(page);
    await groups.goto();
    await page.getByText("This user is not in any group").waitFor();
    await groups.createButton.click();
    await groups.nameDialog.getByRole("button", { name: "Cancel" }).click();
    await groups.nameDialog.waitFor({ state: "detached" });
    expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();

    await groups.create("Chemistry club");
    expect(await visibleText(groups.status)).toBe("Chemistry club was created.");
    await groups.myGroups.getByRole("link", { name: "Chemistry club" }).waitFor();
    await groups.nameDialog.waitFor({ state: "detached" });
  });

  test("another user finds the group in Find Groups, views it, joins it, and has no Delete Group", async () => {
    const founderPage = await e2e.newPage();
    const founder = await newUser(founderPage);
    const group = await makeGroup(founderPage, founder.id, "Chess Club");

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      const groups = new GroupsPage(page);
      await groups.goto();
      await page.getByText("This user is not in any group").waitFor();
      await groups.toggle("Find Groups").click();
      const row = groups.findRow(group.Group_id);
      await row.waitFor();
      expect(await row.textContent()).toContain("Chess Club");
      expect(await groups.toggle("Find Groups").getAttribute("aria-pressed")).toBe("true");
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "groups-find");

      await row.getByRole("link", { name: "View Group" }).click();
      await expectPath(page, `/groups/${group.Group_id}`);
      const detail = new GroupDetailPage(page);
      // The list can stay on screen while the detail screen's code loads (React Router transitions).
      await detail.heading.filter({ hasText: "Chess Club" }).waitFor();
      await detail.button("Join Group").waitFor();
      expect(await detail.button("Delete Group").count()).toBe(0);
      await page.goBack();

      await groups.findRow(group.Group_id).getByRole("button", { name: "Join Group" }).click();
      expect(await visibleText(groups.status)).toBe("You joined Chess Club.");
      await expect.poll(() => groups.findRow(group.Group_id).count()).toBe(0);

      await groups.toggle("My Groups").click();
      const mine = groups.myRow(group.Group_id);
      await mine.waitFor();
      expect(await mine.getByRole("button", { name: "Leave This Group" }).count()).toBe(1);
      expect(await mine.getByRole("button", { name: "Delete Group" }).count()).toBe(0);
      expect(await mine.getByText("Founder").count()).toBe(0);
    }
  });

  test("Leave This Group asks first; Cancel keeps the group, confirming leaves it", async () => {
    const founderPage = await e2e.newPage();
    const founder = await newUser(founderPage);
    const group = await makeGroup(founderPage, founder.id, "Book Circle");
    const page = await e2e.newPage(PHONE);
    const member = await newUser(page);
    await apiAs(page, "POST", "/api/groupMembership", { Group_id: group.Group_id, User_id: member.id });

    const groups = new GroupsPage(page);
    await groups.goto();
    const leave = groups.myRow(group.Group_id).getByRole("button", { name: "Leave This Group" });
    await leave.click();
    await groups.dialog.waitFor();
    expect(await groups.dialog.getByRole("heading").textContent()).toBe("Leave Book Circle?");
    expect(await groups.dialog.textContent()).toContain("You will no longer be a member of Book Circle.");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "groups-leave-dialog");
    await groups.dialog.getByRole("button", { name: "Cancel" }).click();
    await groups.dialog.waitFor({ state: "detached" });
    await expect.poll(() => leave.evaluate((button) => button === document.activeElement)).toBe(true);

    await leave.press("Enter");
    await groups.dialog.getByRole("button", { name: "Leave This Group" }).click();
    expect(await visibleText(groups.status)).toBe("You left Book Circle.");
    expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();
    // Its row and button are gone: the focus is on what happened, not at the page's top.
    await expect.poll(() => groups.status.evaluate((line) => line === document.activeElement)).toBe(true);
    const members = await apiAs<unknown[]>(page, "GET", `/api/groupMembership/group/${group.Group_id}`);
    expect(members).toHaveLength(1);
  });

  test("a founder's Leave explains the hand-over; Escape closes the dialog", async () => {
    const page = await e2e.newPage();
    const founder = await newUser(page);
    const group = await makeGroup(page, founder.id, "Robotics");
    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.myRow(group.Group_id).getByRole("button", { name: "Leave This Group" }).click();
    expect(await visibleText(groups.dialog.getByText(/random other member becomes its founder/))).toContain(
      "or the group is deleted if you are its last member",
    );
    await page.keyboard.press("Escape");
    await groups.dialog.waitFor({ state: "detached" });
    expect(await groups.myRow(group.Group_id).count()).toBe(1);
  });

  test("the last member leaving from the list sees the group go, and it is not asked for again", async () => {
    const page = await e2e.newPage();
    const founder = await newUser(page);
    const group = await makeGroup(page, founder.id, "Chess Club");
    const other = await makeGroup(page, founder.id, "Choir");
    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.myRow(other.Group_id).waitFor();
    // Asking for the deleted group would answer 404, and the list would show itself as failed until its
    // memberships arrive (held here until then).
    const askedForLeftGroup: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/groups/${group.Group_id}`) askedForLeftGroup.push(request.url());
    });
    const memberships = await holdAnswers(page, "**/api/groupMembership/member/**", { method: "GET" });
    await groups.myRow(group.Group_id).getByRole("button", { name: "Leave This Group" }).click();
    await groups.dialog.getByRole("button", { name: "Leave This Group" }).click();
    await memberships.answered;
    expect(await page.getByText("Your groups could not be loaded.").count()).toBe(0);
    memberships.release();
    expect(await visibleText(groups.status)).toBe("You left Chess Club.");
    expect(await groups.myRow(group.Group_id).count()).toBe(0);
    expect(await groups.myRow(other.Group_id).count()).toBe(1);
    expect(askedForLeftGroup).toEqual([]);
  });

  test("a group its founder deleted meanwhile leaves a member's list when it is next shown, without a failure", async () => {
    const founderPage = await e2e.newPage();
    const founder = await newUser(founderPage);
    const gone = await makeGroup(founderPage, founder.id, "Drama Club");
    const stays = await makeGroup(founderPage, founder.id, "Debate Team");
    const page = await e2e.newPage();
    const member = await newUser(page);
    for (const group of [gone, stays])
      await apiAs(page, "POST", "/api/groupMembership", { Group_id: group.Group_id, User_id: member.id });
    await page.clock.install();
    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.myRow(gone.Group_id).waitFor();
    const sidebar = new Sidebar(page);
    await sidebar.link("Decks").click();
    await apiAs(founderPage, "DELETE", `/api/groups/${gone.Group_id}`);
    // Half a minute on, My Groups shows what it had and asks again: the deleted group answers 404 before the
    // memberships (held) say it is gone.
    await page.clock.fastForward(31_000);
    e2e.allowConsoleErrors(page, /Failed to load resource.*404/);
    const memberships = await holdAnswers(page, "**/api/groupMembership/member/**", { method: "GET" });
    const groupAsked = page.waitForResponse((response) => response.url().endsWith(`/api/groups/${gone.Group_id}`));
    await sidebar.link("Groups").click();
    await groupAsked;
    await expect.poll(() => groups.myRow(gone.Group_id).count()).toBe(0);
    expect(await groups.myRow(stays.Group_id).count()).toBe(1);
    expect(await page.getByText("Your groups could not be loaded.").count()).toBe(0);
    memberships.release();
    await memberships.answered;
    expect(await groups.myRow(stays.Group_id).count()).toBe(1);
    expect(await groups.myRow(gone.Group_id).count()).toBe(0);
  });

  test("the founder deletes a group after confirming; it is gone for its members too", async () => {
    const page = await e2e.newPage();
    const founder = await newUser(page);
    const group = await makeGroup(page, founder.id, "Debate Team");
    const memberPage = await e2e.newPage();
    const member = await newUser(memberPage);
    await apiAs(memberPage, "POST", "/api/groupMembership", { Group_id: group.Group_id, User_id: member.id });

    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.myRow(group.Group_id).getByRole("button", { name: "Delete Group" }).click();
    expect(await visibleText(groups.dialog.getByRole("heading"))).toBe("Delete Debate Team?");
    await expectNoAxeViolations(page);
    await groups.dialog.getByRole("button", { name: "Delete Group" }).click();
    expect(await visibleText(groups.status)).toBe("Debate Team was deleted.");
    expect(await visibleText(page.getByText("This user is not in any group"))).toBeTruthy();

    const memberGroups = new GroupsPage(memberPage);
    await memberGroups.goto();
    expect(await visibleText(memberPage.getByText("This user is not in any group"))).toBeTruthy();
    await memberGroups.toggle("Find Groups").click();
    await memberPage
      .getByRole("list", { name: "Find Groups" })
      .or(memberPage.locator(".empty-state"))
      .first()
      .waitFor();
    expect(await memberGroups.findRow(group.Group_id).count()).toBe(0);
  });

  test("a refused change shows the server's message", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    await routeNow(page, "**/api/groups/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, json: { error: "Too many requests", message: "Too many requests" } })
        : route.fallback(),
    );
    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.create("Chemistry club");
    // Said inside the dialog, which stays open with the name kept for another try.
    expect(await visibleText(groups.nameDialog.getByRole("alert"))).toBe("Too many requests");
    expect(await groups.nameDialog.getByLabel("Name", { exact: true }).inputValue()).toBe("Chemistry club");
    await expectNoAxeViolations(page);
  });

  test("a list that cannot load says so and can be retried", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, /Failed to load resource/);
    const outage = await failRequests(page, "**/api/groups/");
    const groups = new GroupsPage(page);
    await groups.goto("find");
    expect(await visibleText(page.getByRole("alert"))).toContain("The groups could not be loaded.");
    outage.recover();
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("list", { name: "Find Groups" }).or(page.locator(".empty-state")).first().waitFor();
  });
});

import type { Locator, Page } from "playwright-core";

/** Rows of a list, narrowed to the one that links to this group (names repeat across tests). */
function rowOfGroup(list: Locator, page: Page, groupId: number): Locator {
  return list.getByRole("listitem").filter({ has: page.locator(`a[href="/groups/${groupId}"]`) });
}

/** /groups: My Groups / Find Groups, Create Group. */
export class GroupsPage {
  constructor(readonly page: Page) {}

  goto(view: "mine" | "find" = "mine") {
    return this.page.goto(view === "find" ? "/groups?view=find" : "/groups");
  }

  toggle(name: "My Groups" | "Find Groups") {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** The header's Create Group, which opens the naming dialog (whose own button has the same name). */
  get createButton() {
    return this.page.locator(".groups-header").getByRole("button", { name: "Create Group" });
  }

  get nameDialog() {
    return this.page.getByRole("dialog", { name: "Create Group" });
  }

  /** Create Group, type the name (empty keeps "Untitled Group"), Enter. */
  async create(name: string) {
    await this.createButton.click();
    const input = this.nameDialog.getByLabel("Name", { exact: true });
    await input.fill(name);
    await input.press("Enter");
  }

  get myGroups() {
    return this.page.getByRole("list", { name: "My Groups" });
  }

  get findGroups() {
    return this.page.getByRole("list", { name: "Find Groups" });
  }

  myRow(groupId: number) {
    return rowOfGroup(this.myGroups, this.page, groupId);
  }

  findRow(groupId: number) {
    return rowOfGroup(this.findGroups, this.page, groupId);
  }

  get status() {
    return this.page.locator(".groups-status");
  }

  get dialog() {
    return this.page.getByRole("dialog");
  }
}

/** /groups/{id}. */
export class GroupDetailPage {
  constructor(readonly page: Page) {}

  goto(groupId: number) {
    return this.page.goto(`/groups/${groupId}`);
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  button(
    name:
      | "Rename Group"
      | "Save"
      | "Join Group"
      | "Leave Group"
      | "Delete Group"
      | "Add Deck"
      | "Kick User"
      | "Remove from Group",
  ) {
    return this.page.getByRole("button", { name, exact: true });
  }

  get nameField() {
    return this.page.getByLabel("Group name", { exact: true });
  }

  get topMembers() {
    return this.page.getByRole("list", { name: "Top Members" });
  }

  get members() {
    return this.page.getByRole("list", { name: "All Members" });
  }

  memberRow(username: string) {
    return this.members.getByRole("listitem").filter({ hasText: username });
  }

  get decks() {
    return this.page.getByRole("list", { name: "Decks in this group" });
  }

  get dialog() {
    return this.page.getByRole("dialog");
  }
}

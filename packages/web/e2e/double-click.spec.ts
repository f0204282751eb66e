import type { CardRecord, DeckRecord, GroupRecord } from "@quizdeck/shared/records";
import { describe, expect, test } from "vitest";
import { apiAs, newUser, setUpE2e } from "./harness";
import { DecksPage } from "./pages/decks-page";
import { GroupsPage } from "./pages/groups-page";

/**
 * A double-click, or a double tap on a slow phone, on a button that creates something makes one of it: the button
 * is busy from the first click on, before the second arrives.
 */
const e2e = setUpE2e();

describe("a double-click creates one", () => {
  test("Add Deck in its dialog, then Add Card on the new deck", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const decks = new DecksPage(page);
    await decks.goto();
    await decks.addDeck.click();
    await decks.nameDialog.getByLabel("Title", { exact: true }).fill("Twice Clicked");
    await decks.nameDialog.getByRole("button", { name: "Add Deck" }).dblclick();
    await decks.deckTitle.getByText("Twice Clicked").waitFor();
    const own = await apiAs<DeckRecord[]>(page, "GET", `/api/decks/${user.id}/user_decks`);
    expect(own.map((deck) => deck.title)).toEqual(["Twice Clicked"]);

    await decks.addCard.dblclick();
    await page.getByRole("heading", { name: "Editing Card", level: 1 }).waitFor();
    expect(await apiAs<CardRecord[]>(page, "GET", `/api/cards/${own[0]!.deck_id}`)).toHaveLength(1);
  });

  test("Create Group in its dialog", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    const groups = new GroupsPage(page);
    await groups.goto();
    await groups.createButton.click();
    await groups.nameDialog.getByLabel("Name", { exact: true }).fill("Clicked Twice Club");
    await groups.nameDialog.getByRole("button", { name: "Create Group" }).dblclick();
    await groups.myGroups.getByRole("link", { name: "Clicked Twice Club" }).first().waitFor();
    const all = await apiAs<GroupRecord[]>(page, "GET", "/api/groups/");
    expect(all.filter((group) => group.Group_Name === "Clicked Twice Club")).toHaveLength(1);
  });
});

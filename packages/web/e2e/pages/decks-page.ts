import type { Page } from "playwright-core";

export type DeckListLabel = "Liked Decks" | "My Decks" | "Find Decks";

/** The Decks screen: list view and open-deck view. */
export class DecksPage {
  constructor(readonly page: Page) {}

  goto(query = "") {
    return this.page.goto(`/decks${query}`);
  }

  listButton(label: DeckListLabel) {
    return this.page.getByRole("button", { name: label, exact: true });
  }

  /** The sort menu (issue 29 point 11: "Sort by", not "Filter"). */
  get sortBy() {
    return this.page.getByLabel("Sort by", { exact: true });
  }

  /** Find Decks' search box (issue 13). */
  get searchBox() {
    return this.page.getByRole("searchbox", { name: "Search decks" });
  }

  /** Types into Find Decks' search and presses Enter; the address carries the search once it is applied. */
  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press("Enter");
    await this.page.waitForURL((url) => (url.searchParams.get("q") ?? "") === text.trim());
  }

  /** The rows of the list being shown (named after it). */
  list(label: DeckListLabel) {
    return this.page.getByRole("list", { name: label });
  }

  async titles(label: DeckListLabel) {
    const list = this.list(label);
    await list.waitFor({ timeout: 10_000 });
    return list.locator(".deck-row-title").allTextContents();
  }

  row(title: string) {
    return this.page.getByRole("listitem").filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  likeButton(title: string) {
    return this.page.getByRole("button", { name: `Like ${title}`, exact: true });
  }

  unlikeButton(title: string) {
    return this.page.getByRole("button", { name: `Unlike ${title}`, exact: true });
  }

  /** The toolbar's Add Deck, which opens the naming dialog (the dialog's own button has the same name). */
  get addDeck() {
    return this.page.locator(".deck-toolbar").getByRole("button", { name: "Add Deck", exact: true });
  }

  get nameDialog() {
    return this.page.getByRole("dialog", { name: "Add Deck" });
  }

  /** Add Deck, type the title (empty keeps "Untitled Deck"), Enter: the new deck opens. */
  async addDeckNamed(title: string) {
    await this.addDeck.click();
    const input = this.nameDialog.getByLabel("Title", { exact: true });
    await input.fill(title);
    await input.press("Enter");
  }

  // ---- open deck ----

  get deckTitle() {
    return this.page.locator(".open-deck-title");
  }

  get editTitle() {
    return this.page.getByRole("button", { name: "Edit Deck title", exact: true });
  }

  async rename(title: string) {
    await this.editTitle.click();
    await this.page.getByLabel("Deck title", { exact: true }).fill(title);
    await this.page.getByRole("button", { name: "Save Deck title", exact: true }).click();
  }

  get cards() {
    return this.page.getByRole("list", { name: "Cards" }).getByRole("link");
  }

  get back() {
    return this.page.getByRole("link", { name: "Back", exact: true });
  }

  get addCard() {
    return this.page.getByRole("button", { name: "Add Card", exact: true });
  }

  get deleteDeck() {
    return this.page.getByRole("button", { name: "Delete This Deck", exact: true });
  }

  get dialog() {
    return this.page.getByRole("dialog");
  }
}

/** The decks feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { sendDeckListing } from "./deck-listing";
export { type DeckRow, toDeckRecord } from "./deck-record";
export { deckColumns, findDeck, findDeckAuthor, findDeckTitleForHost, visibleTo } from "./repository";
export { registerDeckRoutes } from "./routes";

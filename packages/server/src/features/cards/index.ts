/** The cards feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { type CardRow, toCardRecord } from "./card-record";
export { cardColumns, findCardWithAuthor, findPlayableCards, isComplete } from "./repository";
export { registerCardRoutes } from "./routes";
export { deckInLiveGame } from "./service";

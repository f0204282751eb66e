/** The groups feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { assertFounder, groupNotFound } from "./founder";
export { findGroup, handOverFoundedGroups, handOverOrDeleteGroup, lockGroup } from "./repository";
export { registerGroupRoutes } from "./routes";

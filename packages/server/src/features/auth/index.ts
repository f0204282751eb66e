/** The auth feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */

export { Announcer } from "./announcer";
export { registerAuthRoutes } from "./routes";
export { SESSION_CACHE_ALONE_MS, SESSION_CACHE_MS, SessionAccounts } from "./session-accounts";

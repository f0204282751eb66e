/** The memberships feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { registerMembershipRoutes } from "./routes";

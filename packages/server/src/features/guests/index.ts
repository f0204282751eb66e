/** The guests feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { clearGuestCookie, GUEST_COOKIE } from "./cookie";
export { GuestAccounts } from "./guest-accounts";
export {
  claimGuestResult,
  markGuestKicked,
  recordGuestResults,
  shortenGuestSessions,
} from "./repository";
export { registerGuestRoutes } from "./routes";

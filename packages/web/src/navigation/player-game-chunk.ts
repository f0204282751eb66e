/**
 * The question, result and leaderboard screens of the join page: one chunk, fetched when the player is in a lobby
 * (or a few seconds after the page is up), so it never queues ahead of the code's look-up and the guest's seat.
 */
export const loadPlayerGame = () => import("../routes/player-game");

/** Early enough for a player who never reaches a lobby on this page (a reload mid-game loads it on demand). */
const FALLBACK_MS = 5000;

/** Starts downloading the game screens a little after the page is up. */
export function preloadPlayerGameLater(): void {
  setTimeout(() => void loadPlayerGame(), FALLBACK_MS);
}

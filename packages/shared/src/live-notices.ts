/**
 * Texts of the live game the player's screens recognise or show before any server answer, apart from messages.ts so
 * the join page does without the server's other texts (issue 33's join-path budget).
 */

/** Issue 16: the reconnect hint a draining node sends before it closes the connection. */
export const SERVER_RESTARTING = "The server is restarting. Your game goes on: reconnecting…";

export const CONNECTION_LOST =
  "We couldn't connect you to the game. Please check your connection and try joining again.";

/** A request refused for want of a session; a form that shows it drops it once the user logs in again. */
export const NOT_SIGNED_IN = "You need to be signed in to do that";

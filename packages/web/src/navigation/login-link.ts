/**
 * Issue 27: a student who logs in or signs up from the join page comes back to the game they were joining
 * (`?next=/join/{code}`); after-sign-in.ts follows it, for the app's login and signup screens only.
 */
export const NEXT_PARAM = "next";

/** The login page, coming back to the game of `joinCode` afterwards. */
export const loginToJoin = (joinCode: string) => `/login?${NEXT_PARAM}=${encodeURIComponent(`/join/${joinCode}`)}`;

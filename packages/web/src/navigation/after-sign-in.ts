/**
 * Issue 27: a student who logs in or signs up from the join page comes back to the game they were joining
 * (`?next=/join/{code}`). Only such a path is followed, so a link cannot send anyone elsewhere after they log in.
 */
const NEXT_PARAM = "next";
const JOIN_LINK = /^\/join\/[A-Za-z0-9]{1,12}$/;

export function pathAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return next !== null && JOIN_LINK.test(next) ? next : "/dashboard";
}

/** The same `?next=` for the other of login and signup, or "" when there is none to carry. */
export function carriedNext(search: string): string {
  const next = pathAfterSignIn(search);
  return next === "/dashboard" ? "" : `?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/** The login page, coming back to the game of `joinCode` afterwards. */
export const loginToJoin = (joinCode: string) => `/login?${NEXT_PARAM}=${encodeURIComponent(`/join/${joinCode}`)}`;

import { joinCodeInPath } from "../game/guest-join";
import { NEXT_PARAM } from "./login-link";

// Only a game code's link is followed (login-link.ts), so a link cannot send anyone elsewhere after they log in.

/** The game link of `?next=`, or null when there is none (or it is not a game code's link). */
function joinLinkIn(search: string): string | null {
  const code = joinCodeInPath(new URLSearchParams(search).get(NEXT_PARAM) ?? "");
  return code === null ? null : `/join/${code}`;
}

export const pathAfterSignIn = (search: string): string => joinLinkIn(search) ?? "/dashboard";

/** The same `?next=` for the other of login and signup, or "" when there is none to carry. */
export function carriedNext(search: string): string {
  const link = joinLinkIn(search);
  return link === null ? "" : `?${NEXT_PARAM}=${encodeURIComponent(link)}`;
}

import type { PrivateUserRecord, UserRecord } from "@quizdeck/shared/records";
import { api, apiPath } from "./client";

/**
 * GET /api/users/{id}, without the query library: the join page reads the player's name with it too. The app's
 * cached read is `useUser` (users.ts).
 */

/** A private profile of someone else comes back with only the public four fields. */
export type UserReply = UserRecord | PrivateUserRecord;

/** True when the reply carries the stats, i.e. the profile is public or the caller's own. */
export function hasStats(user: UserReply): user is UserRecord {
  return "Wins" in user;
}

export function getUser(userId: string): Promise<UserReply> {
  return api.get<UserReply>(apiPath`/api/users/${userId}`);
}

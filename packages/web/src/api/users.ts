import type { PrivateUserRecord, UserRecord } from "@quizdeck/shared/records";
import { useQuery } from "@tanstack/react-query";
import { api, apiPath } from "./client";

export const userKeys = {
  all: ["users"] as const,
  detail: (userId: string) => ["users", userId] as const,
};

/** A private profile of someone else comes back with only the public four fields. */
export type UserReply = UserRecord | PrivateUserRecord;

export function getUser(userId: string): Promise<UserReply> {
  return api.get<UserReply>(apiPath`/api/users/${userId}`);
}

export function useUser(userId: string | null | undefined) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ""),
    queryFn: () => getUser(userId!),
    enabled: Boolean(userId),
  });
}

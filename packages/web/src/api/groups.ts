import type { GroupRecord, MembershipRecord } from "@quizdeck/shared/records";
import { useQueries, useQuery } from "@tanstack/react-query";
import { api, apiPath } from "./client";

export const groupKeys = {
  all: ["groups"] as const,
  detail: (groupId: number) => ["groups", groupId] as const,
  membershipsOfUser: (userId: string) => ["groupMembership", "member", userId] as const,
};

export function getGroup(groupId: number): Promise<GroupRecord> {
  return api.get<GroupRecord>(apiPath`/api/groups/${groupId}`);
}

export function getMembershipsOfUser(userId: string): Promise<MembershipRecord[]> {
  return api.get<MembershipRecord[]>(apiPath`/api/groupMembership/member/${userId}`);
}

export function useGroup(groupId: number) {
  return useQuery({ queryKey: groupKeys.detail(groupId), queryFn: () => getGroup(groupId) });
}

/** The groups a user belongs to: their memberships, then each group. */
export function useUserGroups(userId: string) {
  const memberships = useQuery({
    queryKey: groupKeys.membershipsOfUser(userId),
    queryFn: () => getMembershipsOfUser(userId),
  });
  const groups = useQueries({
    queries: (memberships.data ?? []).map(({ Group_id }) => ({
      queryKey: groupKeys.detail(Group_id),
      queryFn: () => getGroup(Group_id),
    })),
  });
  const failed = memberships.error ?? groups.find((group) => group.error)?.error ?? null;
  return {
    isPending: memberships.isPending || groups.some((group) => group.isPending),
    error: failed,
    groups: groups.flatMap((group) => (group.data ? [group.data] : [])),
    refetch: () => memberships.refetch(),
  };
}

/** Where one group opens. */
export function groupPath(groupId: number): string {
  return `/groups/${groupId}`;
}

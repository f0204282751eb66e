import type { MembershipRecord, PrivateUserRecord, UserRecord } from "@quizdeck/shared/records";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { groupKeys, useInvalidateGroups } from "./groups";

/** A member as the caller may see them: someone else's private profile has no stats. */
export type GroupMember = UserRecord | PrivateUserRecord;

export function getMembershipsOfGroup(groupId: number): Promise<MembershipRecord[]> {
  return api.get<MembershipRecord[]>(apiPath`/api/groupMembership/group/${groupId}`);
}

export function getUsers(userIds: string[]): Promise<GroupMember[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return api.post<GroupMember[]>("/api/users/list", { User_Ids: userIds });
}

/** The group's members in joining order, each with their user record. */
export async function getGroupMembers(groupId: number): Promise<GroupMember[]> {
  const memberships = await getMembershipsOfGroup(groupId);
  return getUsers(memberships.map((membership) => membership.User_id));
}

export function joinGroup(groupId: number, userId: string): Promise<MembershipRecord> {
  return api.post<MembershipRecord>("/api/groupMembership", { Group_id: groupId, User_id: userId });
}

/** Leave (the caller's own id) or kick (someone else's, founder only). */
export function removeMember(groupId: number, userId: string): Promise<void> {
  return api.delete("/api/groupMembership/", { Group_id: groupId, User_id: userId });
}

export function useGroupMembers(groupId: number) {
  return useQuery({ queryKey: groupKeys.membersOfGroup(groupId), queryFn: () => getGroupMembers(groupId) });
}

export function useJoinGroup(userId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (groupId: number) => joinGroup(groupId, userId), onSuccess: () => invalidate() });
}

interface RemoveMember {
  groupId: number;
  userId: string;
  /**
   * Whether the server deletes the group (its last member is leaving); unknown where the members were not read
   * (a list of the user's groups), and the group is then not fetched again at once.
   */
  deletesGroup: boolean | undefined;
}

/** Leaving may hand the group on or delete it, so the groups are refetched too. */
export function useRemoveMember() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ groupId, userId }: RemoveMember) => removeMember(groupId, userId),
    onSuccess: (_reply, { groupId, deletesGroup }) => invalidate(deletesGroup === false ? undefined : groupId),
  });
}

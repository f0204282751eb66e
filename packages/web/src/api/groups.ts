import { DEFAULT_GROUP_NAME } from "@quizdeck/shared/constants";
import type { DeckRecord, GroupRecord, MembershipRecord } from "@quizdeck/shared/records";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, apiPath } from "./client";
import { deckKeys } from "./decks";
import { queriesUnder, refetchAfterWrite, storeWritten } from "./refetch-after-write";

export const groupKeys = {
  all: ["groups"] as const,
  list: ["groups", "list"] as const,
  detail: (groupId: number) => ["groups", groupId] as const,
  memberships: ["groupMembership"] as const,
  membershipsOfUser: (userId: string) => ["groupMembership", "member", userId] as const,
  membersOfGroup: (groupId: number) => ["groupMembership", "group", groupId] as const,
  /** Under deckKeys.all, so every deck change refreshes it too. */
  decksOfGroup: (groupId: number) => [...deckKeys.all, "group", groupId] as const,
};

export function getGroups(): Promise<GroupRecord[]> {
  return api.get<GroupRecord[]>("/api/groups/");
}

export function getGroup(groupId: number): Promise<GroupRecord> {
  return api.get<GroupRecord>(apiPath`/api/groups/${groupId}`);
}

export function getMembershipsOfUser(userId: string): Promise<MembershipRecord[]> {
  return api.get<MembershipRecord[]>(apiPath`/api/groupMembership/member/${userId}`);
}

/** An empty name is the default, "Untitled Group" (docs/product.md §9). */
export function createGroup(founderId: string, name: string): Promise<GroupRecord> {
  return api.post<GroupRecord>("/api/groups/", { Founder_id: founderId, Group_Name: name || DEFAULT_GROUP_NAME });
}

export function renameGroup(groupId: number, name: string): Promise<GroupRecord> {
  return api.put<GroupRecord>(apiPath`/api/groups/${groupId}`, { Group_Name: name });
}

export function deleteGroup(groupId: number): Promise<void> {
  return api.delete(apiPath`/api/groups/${groupId}`);
}

/** GET /api/decks/ filtered: the API has no per-group deck list. */
export function getDecksOfGroup(groupId: number): Promise<DeckRecord[]> {
  return api.get<DeckRecord[]>(apiPath`/api/decks/?group_id=${groupId}`);
}

/** Puts a deck in a group, or takes it out with `null`. */
export function setDeckGroup(deckId: number, groupId: number | null): Promise<void> {
  return api.put(apiPath`/api/decks/${deckId}`, { Group_id: groupId });
}

export function useGroup(groupId: number) {
  return useQuery({ queryKey: groupKeys.detail(groupId), queryFn: () => getGroup(groupId) });
}

export function useDecksOfGroup(groupId: number) {
  return useQuery({ queryKey: groupKeys.decksOfGroup(groupId), queryFn: () => getDecksOfGroup(groupId) });
}

/** Every group (Find Groups). */
export function useGroups() {
  return useQuery({ queryKey: groupKeys.list, queryFn: getGroups });
}

export function useMembershipsOfUser(userId: string) {
  return useQuery({ queryKey: groupKeys.membershipsOfUser(userId), queryFn: () => getMembershipsOfUser(userId) });
}

/**
 * The groups a user belongs to: their memberships, then each group. A group that answers 404 was deleted since
 * the memberships were read (its founder deleted it): it is left out, not a failure of the list.
 */
export function useUserGroups(userId: string) {
  const memberships = useMembershipsOfUser(userId);
  const groups = useQueries({
    queries: (memberships.data ?? []).map(({ Group_id }) => ({
      queryKey: groupKeys.detail(Group_id),
      queryFn: () => getGroup(Group_id),
    })),
  }).filter((group) => !(group.error instanceof ApiError && group.error.status === 404));
  const failed = memberships.error ?? groups.find((group) => group.error)?.error ?? null;
  return {
    isPending: memberships.isPending || groups.some((group) => group.isPending),
    error: failed,
    groups: groups.flatMap((group) => (group.data ? [group.data] : [])),
    refetch: () => memberships.refetch(),
  };
}

/**
 * Refreshes everything a change to groups, memberships or group decks can affect. `leftGroupId`: a group the
 * change deleted, or may have (the last member leaving from a list that does not know the members): it is only
 * marked out of date, not fetched at once, since that would meet a 404 (and a list would show it as a failure).
 */
export function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return async (leftGroupId?: number) => {
    const leftGroup = queriesUnder(
      ...(leftGroupId === undefined ? [] : [groupKeys.detail(leftGroupId), groupKeys.membersOfGroup(leftGroupId)]),
    );
    await queryClient.invalidateQueries({ ...leftGroup, refetchType: "none" });
    const groupsAndDecks = queriesUnder(groupKeys.all, groupKeys.memberships, deckKeys.all);
    return refetchAfterWrite(queryClient, {
      predicate: (query) => groupsAndDecks.predicate(query) && !leftGroup.predicate(query),
    });
  };
}

export function useCreateGroup(founderId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (name: string) => createGroup(founderId, name), onSuccess: () => invalidate() });
}

export function useRenameGroup(groupId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (name: string) => renameGroup(groupId, name),
    onSuccess: async (group) => {
      await storeWritten(queryClient, groupKeys.detail(groupId), group);
      return invalidate();
    },
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: deleteGroup, onSuccess: (_reply, groupId) => invalidate(groupId) });
}

export function useSetDeckGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ deckId, groupId }: { deckId: number; groupId: number | null }) => setDeckGroup(deckId, groupId),
    onSuccess: () => invalidate(),
  });
}

/** Where one group opens. */
export function groupPath(groupId: number): string {
  return `/groups/${groupId}`;
}

import type { UserRecord } from "@quizdeck/shared/records";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiPath } from "./client";
import { deckKeys } from "./decks";
import { getUser, type UserReply } from "./get-user";
import { groupKeys } from "./groups";
import { queriesUnder, refetchAfterWrite, storeWritten } from "./refetch-after-write";

export const userKeys = {
  all: ["users"] as const,
  detail: (userId: string) => ["users", userId] as const,
};

export function useUser(userId: string | null | undefined) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ""),
    queryFn: () => getUser(userId!),
    enabled: Boolean(userId),
  });
}

interface UsernameReply {
  success: true;
  message: string;
  Username: string;
}

export function changeUsername(userId: string, username: string): Promise<UsernameReply> {
  return api.put<UsernameReply>(apiPath`/api/users/${userId}/username`, { Username: username });
}

export function setPrivacy(userId: string, privacy: boolean): Promise<UserRecord> {
  return api.put<UserRecord>(apiPath`/api/users/${userId}/privacy`, { privacy });
}

interface UploadReply {
  message: string;
  Profile_Pic: string;
}

export function uploadProfilePicture(userId: string, file: File): Promise<UploadReply> {
  return api.upload<UploadReply>(apiPath`/api/users/${userId}/profile-pic`, { id: userId, file });
}

export function removeProfilePicture(userId: string): Promise<{ message: string; Profile_Pic: null }> {
  return api.delete(apiPath`/api/users/${userId}/profile-pic`);
}

export function deleteAccount(): Promise<void> {
  return api.delete("/api/auth/deleteaccount");
}

/**
 * Writes the changed fields into the cached record, so the sidebar and profile show them at once, and fetches again
 * what else shows the user: groups' members carry their name, picture and (if public) stats.
 */
function useUpdateCachedUser(userId: string) {
  const queryClient = useQueryClient();
  return async (changes: Partial<UserRecord>) => {
    await storeWritten<UserReply>(queryClient, userKeys.detail(userId), (user) =>
      user ? { ...user, ...changes } : user,
    );
    void refetchAfterWrite(queryClient, queriesUnder(userKeys.all, groupKeys.memberships));
  };
}

export function useChangeUsername(userId: string) {
  const queryClient = useQueryClient();
  const updateCachedUser = useUpdateCachedUser(userId);
  return useMutation({
    mutationFn: (username: string) => changeUsername(userId, username),
    onSuccess: async ({ Username }) => {
      await updateCachedUser({ Username });
      // Deck records carry their author's name.
      void refetchAfterWrite(queryClient, { queryKey: deckKeys.all });
    },
  });
}

export function useSetPrivacy(userId: string) {
  const updateCachedUser = useUpdateCachedUser(userId);
  return useMutation({
    mutationFn: (privacy: boolean) => setPrivacy(userId, privacy),
    onSuccess: (user) => updateCachedUser(user),
  });
}

export function useUploadProfilePicture(userId: string) {
  const updateCachedUser = useUpdateCachedUser(userId);
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(userId, file),
    onSuccess: ({ Profile_Pic }) => updateCachedUser({ Profile_Pic }),
  });
}

export function useRemoveProfilePicture(userId: string) {
  const updateCachedUser = useUpdateCachedUser(userId);
  return useMutation({
    mutationFn: () => removeProfilePicture(userId),
    onSuccess: () => updateCachedUser({ Profile_Pic: null }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

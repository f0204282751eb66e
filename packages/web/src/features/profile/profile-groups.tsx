import { messages } from "@quizdeck/shared/messages";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { ProfileLinkList } from "./profile-link-list";

export function ProfileGroups({ userId, username }: { userId: string; username: string }) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  if (error) return <LoadError message="The groups could not be loaded." onRetry={refetch} />;
  if (isPending) return <LoadingStatus label="Loading groups…" />;
  if (groups.length === 0) return <EmptyState message={messages.noGroups} />;
  const links = groups.map((group) => ({
    key: group.Group_id,
    to: groupPath(group.Group_id),
    title: group.Group_Name,
  }));
  return <ProfileLinkList label={`${username}'s groups`} kind="Group" links={links} />;
}

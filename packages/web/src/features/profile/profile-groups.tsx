import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { serverText } from "../../i18n/server-texts";
import { ProfileLinkList } from "./profile-link-list";

export function ProfileGroups({ userId, username }: { userId: string; username: string }) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  const { _ } = useLingui();
  if (error) return <LoadError message={_("profile.groupsLoadFailed")} onRetry={refetch} />;
  if (isPending) return <LoadingStatus label={_("profile.groupsLoading")} />;
  if (groups.length === 0) return <EmptyState message={serverText(messages.noGroups)} />;
  const links = groups.map((group) => ({
    key: group.Group_id,
    to: groupPath(group.Group_id),
    title: group.Group_Name,
  }));
  return <ProfileLinkList label={_("profile.groupsLabel", { username })} kind="Group" links={links} />;
}

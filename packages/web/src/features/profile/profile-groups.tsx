import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { serverText } from "../../i18n/server-texts";
import { ProfileLinkList } from "./profile-link-list";

/**
 * `held`: while the decks above are still loading, the groups wait too (still read meanwhile), so that a group
 * link is never drawn where the decks' list, arriving, would push it from under a finger.
 */
export function ProfileGroups({ userId, username, held }: { userId: string; username: string; held: boolean }) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  const { _ } = useLingui();
  if (held) return <LoadingStatus label={_("profile.groupsLoading")} />;
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

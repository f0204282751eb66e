import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { Link } from "react-router";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { serverText } from "../../i18n/server-texts";
import { DeleteGroupButton, LeaveGroupButton } from "./group-actions";

interface MyGroupsListProps {
  userId: string;
  /** Tells the page what happened, for its status line. */
  onChange: (status: string) => void;
}

export function MyGroupsList({ userId, onChange }: MyGroupsListProps) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  const { _ } = useLingui();
  if (error) return <LoadError message={_("groups.mineLoadFailed")} onRetry={refetch} />;
  if (isPending) return <LoadingStatus label={_("groups.mineLoading")} />;
  if (groups.length === 0) return <EmptyState message={serverText(messages.noGroups)} />;
  return (
    <ul className="row-list" aria-label={_("groups.mine")}>
      {groups.map((group) => (
        <li key={group.Group_id} className="row group-row">
          <div className="group-row-name">
            <Link to={groupPath(group.Group_id)}>{group.Group_Name}</Link>
            {group.Founder_id === userId && <span className="badge">{_("groups.founder")}</span>}
          </div>
          <div className="group-row-actions">
            <LeaveGroupButton
              group={group}
              userId={userId}
              label={_("groups.leaveThis")}
              onLeft={() => onChange(_("groups.left", { name: group.Group_Name }))}
            />
            {group.Founder_id === userId && (
              <DeleteGroupButton
                group={group}
                onDeleted={() => onChange(_("groups.deleted", { name: group.Group_Name }))}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

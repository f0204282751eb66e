import { messages } from "@quizdeck/shared/messages";
import { Link } from "react-router";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";
import { DeleteGroupButton, LeaveGroupButton } from "./group-actions";

interface MyGroupsListProps {
  userId: string;
  /** Tells the page what happened, for its status line. */
  onChange: (status: string) => void;
}

export function MyGroupsList({ userId, onChange }: MyGroupsListProps) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  if (error) return <LoadError message="Your groups could not be loaded." onRetry={refetch} />;
  if (isPending) return <LoadingStatus label="Loading your groups…" />;
  if (groups.length === 0) return <EmptyState message={messages.noGroups} />;
  return (
    <ul className="row-list" aria-label="My Groups">
      {groups.map((group) => (
        <li key={group.Group_id} className="row group-row">
          <div className="group-row-name">
            <Link to={groupPath(group.Group_id)}>{group.Group_Name}</Link>
            {group.Founder_id === userId && <span className="badge">Founder</span>}
          </div>
          <div className="group-row-actions">
            <LeaveGroupButton
              group={group}
              userId={userId}
              label="Leave This Group"
              onLeft={() => onChange(`You left ${group.Group_Name}.`)}
            />
            {group.Founder_id === userId && (
              <DeleteGroupButton group={group} onDeleted={() => onChange(`${group.Group_Name} was deleted.`)} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

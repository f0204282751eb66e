import { messages } from "@quizdeck/shared/messages";
import { Link } from "react-router";
import { groupPath, useUserGroups } from "../../api/groups";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";

export function GroupInsets({ userId }: { userId: string }) {
  const { isPending, error, groups, refetch } = useUserGroups(userId);
  if (error) return <LoadError message="Your groups could not be loaded." onRetry={refetch} />;
  if (isPending) return <LoadingStatus label="Loading your groups…" />;
  if (groups.length === 0) return <EmptyState message={messages.noGroups} />;
  return (
    <ul className="inset-grid" aria-label="Your groups">
      {groups.map((group) => (
        <li key={group.Group_id}>
          <Link className="inset inset-group" to={groupPath(group.Group_id)}>
            <span className="inset-kind" aria-hidden="true">
              Group
            </span>
            <span className="inset-title">{group.Group_Name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

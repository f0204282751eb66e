import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { errorMessage } from "../../api/error-message";
import { groupPath, useGroups, useMembershipsOfUser } from "../../api/groups";
import { useJoinGroup } from "../../api/memberships";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { EmptyState, LoadError, LoadingStatus } from "../../components/query-state";

interface FindGroupsListProps {
  userId: string;
  onChange: (status: string) => void;
}

/** Every group the user is not in, to view or join. */
export function FindGroupsList({ userId, onChange }: FindGroupsListProps) {
  const groups = useGroups();
  const memberships = useMembershipsOfUser(userId);
  const join = useJoinGroup(userId);
  const { _ } = useLingui();

  if (groups.isError || memberships.isError) {
    return (
      <LoadError
        message={_("groups.findLoadFailed")}
        onRetry={() => Promise.all([groups.refetch(), memberships.refetch()])}
      />
    );
  }
  if (groups.isPending || memberships.isPending) return <LoadingStatus label={_("groups.findLoading")} />;
  const mine = new Set(memberships.data.map((membership) => membership.Group_id));
  const others = groups.data.filter((group) => !mine.has(group.Group_id));

  return (
    <>
      <FormError message={join.isError ? errorMessage(join.error) : null} />
      {others.length === 0 ? (
        <EmptyState message={_("groups.noneToJoin")} />
      ) : (
        <ul className="row-list" aria-label={_("groups.find")}>
          {others.map((group) => (
            <li key={group.Group_id} className="row group-row">
              <div className="group-row-name" dir="auto">
                {group.Group_Name}
              </div>
              <div className="group-row-actions">
                <BusyButton
                  className="button button-primary button-small"
                  busy={join.isPending}
                  onClick={() =>
                    join.mutate(group.Group_id, {
                      onSuccess: () => onChange(_("groups.joined", { name: group.Group_Name })),
                    })
                  }
                >
                  {_("groups.join")}
                </BusyButton>
                <Link className="button button-secondary button-small" to={groupPath(group.Group_id)}>
                  {_("groups.view")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

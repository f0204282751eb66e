import type { GroupRecord } from "@quizdeck/shared/records";
import { Link, useNavigate, useParams } from "react-router";
import { hasErrorCode } from "../api/client";
import { errorMessage } from "../api/error-message";
import { useGroup } from "../api/groups";
import { useGroupMembers, useJoinGroup } from "../api/memberships";
import { FormError } from "../components/form-error";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { useSignedInUserId } from "../features/auth/session-context";
import { DeleteGroupButton, LeaveGroupButton } from "../features/groups/group-actions";
import { GroupDecks } from "../features/groups/group-decks";
import { MemberList, TopMembers } from "../features/groups/group-members";
import { GroupName } from "../features/groups/group-name";

function parseGroupId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** docs/product.md §2 Group detail. */
export default function GroupDetailRoute() {
  const groupId = parseGroupId(useParams().groupId);
  if (groupId === null) return <GroupNotFound />;
  return <GroupDetail key={groupId} groupId={groupId} />;
}

function GroupNotFound() {
  return (
    <div className="page">
      <PageTitle title="Group not found" />
      <h1>Group not found</h1>
      <p role="alert">This group does not exist, or it was deleted.</p>
      <Link className="button button-secondary" to="/groups">
        Back to Groups
      </Link>
    </div>
  );
}

function GroupDetail({ groupId }: { groupId: number }) {
  const group = useGroup(groupId);
  if (hasErrorCode(group.error, "not_found")) return <GroupNotFound />;
  if (group.isError) {
    return (
      <div className="page">
        <PageTitle title="Group" />
        <h1>Group</h1>
        <LoadError message="The group could not be loaded." onRetry={() => group.refetch()} />
      </div>
    );
  }
  if (group.isPending) {
    return (
      <div className="page">
        <PageTitle title="Group" />
        <LoadingStatus label="Loading the group…" />
      </div>
    );
  }
  return <GroupPage group={group.data} />;
}

function GroupPage({ group }: { group: GroupRecord }) {
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const members = useGroupMembers(group.Group_id);
  const join = useJoinGroup(userId);
  const isFounder = group.Founder_id === userId;
  const isMember = members.data?.some((member) => member.User_id === userId);
  const memberCount = members.data?.length;

  return (
    <div className="page">
      <PageTitle title={group.Group_Name} />
      <header className="page-header group-header">
        <GroupName group={group} isFounder={isFounder} />
        {members.isSuccess && (
          <div className="group-row-actions">
            {isMember ? (
              <LeaveGroupButton
                group={group}
                userId={userId}
                label="Leave Group"
                memberCount={memberCount}
                onLeft={() => {
                  if (memberCount === 1) navigate("/groups", { replace: true });
                }}
              />
            ) : (
              <button
                type="button"
                className="button button-primary button-small"
                disabled={join.isPending}
                onClick={() => join.mutate(group.Group_id)}
              >
                Join Group
              </button>
            )}
            {isFounder && <DeleteGroupButton group={group} onDeleted={() => navigate("/groups", { replace: true })} />}
          </div>
        )}
      </header>
      <FormError message={join.isError ? errorMessage(join.error) : null} />

      <div className="group-columns">
        <section className="panel" aria-labelledby="group-top-members">
          <h2 id="group-top-members">Top Members</h2>
          <p className="panel-note">Average score per game</p>
          {members.isError ? (
            <LoadError message="The members could not be loaded." onRetry={() => members.refetch()} />
          ) : members.isPending ? (
            <LoadingStatus label="Loading members…" />
          ) : (
            <TopMembers members={members.data} />
          )}
        </section>
        <section className="panel" aria-labelledby="group-all-members">
          <h2 id="group-all-members">All Members</h2>
          {members.isError ? (
            <LoadError message="The members could not be loaded." onRetry={() => members.refetch()} />
          ) : members.isPending ? (
            <LoadingStatus label="Loading members…" />
          ) : (
            <MemberList group={group} members={members.data} userId={userId} />
          )}
        </section>
      </div>
      <GroupDecks group={group} userId={userId} isMember={members.isError ? false : isMember} />
    </div>
  );
}

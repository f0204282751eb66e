import { useLingui } from "@lingui/react";
import type { GroupRecord } from "@quizdeck/shared/records";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { hasErrorCode } from "../api/client";
import { errorMessage } from "../api/error-message";
import { useGroup } from "../api/groups";
import { useGroupMembers, useJoinGroup } from "../api/memberships";
import { BusyButton } from "../components/busy-button";
import { FormError } from "../components/form-error";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
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
  const { _ } = useLingui();
  return (
    <div className="page">
      <PageTitle title={_("groupDetail.notFound")} />
      <h1>{_("groupDetail.notFound")}</h1>
      <p role="alert">{_("groupDetail.notFoundText")}</p>
      <Link className="button button-secondary" to="/groups">
        {_("groupDetail.backToGroups")}
      </Link>
    </div>
  );
}

function GroupDetail({ groupId }: { groupId: number }) {
  const group = useGroup(groupId);
  const { _ } = useLingui();
  if (hasErrorCode(group.error, "not_found")) return <GroupNotFound />;
  if (group.isError) {
    return (
      <div className="page">
        <PageTitle title={_("groupDetail.title")} />
        <h1>{_("groupDetail.title")}</h1>
        <LoadError message={_("groupDetail.loadFailed")} onRetry={() => group.refetch()} />
      </div>
    );
  }
  if (group.isPending) {
    return (
      <div className="page">
        <PageTitle title={_("groupDetail.title")} />
        <LoadingStatus label={_("groupDetail.loading")} />
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
  const { _ } = useLingui();
  const actions = useRef<HTMLDivElement>(null);
  const wasMember = useRef(isMember);
  // Join Group and Leave Group take each other's place: the focus, dropped to the page with the one pressed, goes
  // to the one that came.
  useEffect(() => {
    const swapped = wasMember.current !== undefined && wasMember.current !== isMember;
    wasMember.current = isMember;
    if (swapped && document.activeElement === document.body) actions.current?.querySelector("button")?.focus();
  }, [isMember]);

  return (
    <div className="page">
      <PageTitle title={group.Group_Name} />
      <header className="page-header group-header">
        <GroupName group={group} isFounder={isFounder} />
        {/* A founder is a member before the members arrive; anyone else's button waits for them, its place
            held so that nothing below moves when it comes. */}
        <div className="group-row-actions" ref={actions}>
          {isFounder || isMember ? (
            <LeaveGroupButton
              group={group}
              userId={userId}
              label={_("groupDetail.leave")}
              memberCount={memberCount}
              membersLoading={members.isPending}
              onLeft={() => {
                if (memberCount === 1) navigate("/groups", { replace: true });
              }}
            />
          ) : members.isSuccess ? (
            <BusyButton
              className="button button-primary button-small"
              busy={join.isPending}
              onClick={() => join.mutate(group.Group_id)}
            >
              {_("groups.join")}
            </BusyButton>
          ) : members.isPending ? (
            <span className="button button-small held-place" aria-hidden="true">
              {_("groupDetail.leave")}
            </span>
          ) : null}
          {isFounder && <DeleteGroupButton group={group} onDeleted={() => navigate("/groups", { replace: true })} />}
        </div>
      </header>
      <FormError message={join.isError ? errorMessage(join.error) : null} />

      <div className="group-columns">
        <section className="panel" aria-labelledby="group-top-members">
          <h2 id="group-top-members">{_("groupDetail.topMembers")}</h2>
          <p className="panel-note">{_("groupDetail.averageNote")}</p>
          {members.isError ? (
            <LoadError message={_("groupDetail.membersLoadFailed")} onRetry={() => members.refetch()} />
          ) : members.isPending ? (
            <LoadingStatus label={_("groupDetail.membersLoading")} />
          ) : (
            <TopMembers members={members.data} />
          )}
        </section>
        <section className="panel" aria-labelledby="group-all-members">
          <h2 id="group-all-members">{_("groupDetail.allMembers")}</h2>
          {members.isError ? (
            <LoadError message={_("groupDetail.membersLoadFailed")} onRetry={() => members.refetch()} />
          ) : members.isPending ? (
            <LoadingStatus label={_("groupDetail.membersLoading")} />
          ) : (
            <MemberList group={group} members={members.data} userId={userId} />
          )}
        </section>
      </div>
      <GroupDecks group={group} userId={userId} isMember={members.isError ? false : isMember} />
    </div>
  );
}

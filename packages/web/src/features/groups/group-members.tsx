import { useLingui } from "@lingui/react";
import type { GroupRecord } from "@quizdeck/shared/records";
import { Link } from "react-router";
import type { GroupMember } from "../../api/memberships";
import { useRemoveMember } from "../../api/memberships";
import { EmptyState } from "../../components/query-state";
import { useStatusLine } from "../../components/status-line";
import { formatLocale } from "../../i18n/i18n";
import { ConfirmButton } from "./confirm-button";
import { formatAverage, topMembers } from "./top-members";

function profilePath(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

/**
 * docs/product.md §9: the 3 members with the best average score (Total_Score ÷ Games_Played), 2 decimals. Private
 * profiles are left out, and the board says so.
 */
export function TopMembers({ members }: { members: GroupMember[] }) {
  const { _ } = useLingui();
  const locale = formatLocale();
  const ranked = topMembers(members);
  const somePrivate = members.some((member) => member.Private);
  return (
    <>
      {ranked.length > 0 ? (
        <ol className="top-members" aria-label={_("groupDetail.topMembers")}>
          {ranked.map(({ member, average }, index) => (
            <li key={member.User_id} className="top-member">
              <span className="top-member-rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="top-member-name" dir="auto">
                {member.Username}
              </span>
              <span className="top-member-score">
                <span className="visually-hidden">{_("groupDetail.averageScore")} </span>
                {formatAverage(average, locale)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState message={_("groupDetail.noPublicMembers")} />
      )}
      {somePrivate && ranked.length > 0 && (
        <p className="panel-note top-members-private">{_("groupDetail.privateNotRanked")}</p>
      )}
    </>
  );
}

interface MemberListProps {
  group: GroupRecord;
  members: GroupMember[];
  userId: string;
}

/** Everyone in the group, each linking to their profile; the founder may kick anyone but themselves. */
export function MemberList({ group, members, userId }: MemberListProps) {
  const kick = useRemoveMember();
  const isFounder = group.Founder_id === userId;
  const { _ } = useLingui();
  const status = useStatusLine("members-status");
  return (
    <>
      {status.line}
      <ul className="row-list" aria-label={_("groupDetail.allMembers")}>
        {members.map((member) => (
          <li key={member.User_id} className="row group-row">
            <div className="group-row-name">
              <Link to={profilePath(member.User_id)} dir="auto">
                {member.Username}
              </Link>
              {member.User_id === group.Founder_id && <span className="badge">{_("groups.founder")}</span>}
              {member.User_id === userId && <span className="badge badge-muted">{_("groupDetail.you")}</span>}
            </div>
            {isFounder && member.User_id !== userId && (
              <div className="group-row-actions">
                <ConfirmButton
                  label={_("groupDetail.kick")}
                  title={_("groupDetail.kickTitle", { name: member.Username })}
                  message={_("groupDetail.kickMessage", { name: member.Username, group: group.Group_Name })}
                  confirmLabel={_("groupDetail.kick")}
                  action={() =>
                    kick.mutateAsync({ groupId: group.Group_id, userId: member.User_id, deletesGroup: false })
                  }
                  onDone={() => status.say(_("groupDetail.kicked", { name: member.Username }), { focus: true })}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

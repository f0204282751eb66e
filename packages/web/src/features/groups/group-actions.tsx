import { useLingui } from "@lingui/react";
import type { GroupRecord } from "@quizdeck/shared/records";
import { useDeleteGroup } from "../../api/groups";
import { useRemoveMember } from "../../api/memberships";
import { i18n } from "../../i18n/i18n";
import { ConfirmButton } from "./confirm-button";

interface LeaveGroupProps {
  group: GroupRecord;
  userId: string;
  /** The button's text: "Leave This Group" in a list, "Leave Group" on the group's page. */
  label: string;
  /** How many members the group has, when known: a founder who is the last member deletes the group. */
  memberCount?: number;
  /** The members are still loading: leaving waits for them, so that it knows whether it deletes the group. */
  membersLoading?: boolean;
  onLeft?: () => void;
}

/** docs/product.md §4: a leaving founder hands the group to a random other member; the last member deletes it. */
export function leaveMessage(group: GroupRecord, userId: string, memberCount?: number): string {
  const name = group.Group_Name;
  if (group.Founder_id !== userId) return i18n._("groups.leaveMember", { name });
  if (memberCount === 1) return i18n._("groups.leaveLastMember", { name });
  if (memberCount !== undefined) return i18n._("groups.leaveFounder", { name });
  return i18n._("groups.leaveFounderOrLast", { name });
}

export function LeaveGroupButton({ group, userId, label, memberCount, membersLoading, onLeft }: LeaveGroupProps) {
  const leave = useRemoveMember();
  const { _ } = useLingui();
  return (
    <ConfirmButton
      label={label}
      title={_("groups.leaveTitle", { name: group.Group_Name })}
      message={leaveMessage(group, userId, memberCount)}
      confirmLabel={label}
      action={() =>
        leave.mutateAsync({
          groupId: group.Group_id,
          userId,
          deletesGroup: memberCount === undefined ? undefined : memberCount === 1,
        })
      }
      onDone={onLeft}
      ready={!membersLoading}
    />
  );
}

/** Founder only: the caller decides whether to render it. */
export function DeleteGroupButton({ group, onDeleted }: { group: GroupRecord; onDeleted?: () => void }) {
  const remove = useDeleteGroup();
  const { _ } = useLingui();
  return (
    <ConfirmButton
      label={_("groups.delete")}
      title={_("groups.deleteTitle", { name: group.Group_Name })}
      message={_("groups.deleteMessage")}
      confirmLabel={_("groups.delete")}
      action={() => remove.mutateAsync(group.Group_id)}
      onDone={onDeleted}
    />
  );
}

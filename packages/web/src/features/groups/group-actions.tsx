import type { GroupRecord } from "@quizdeck/shared/records";
import { useDeleteGroup } from "../../api/groups";
import { useRemoveMember } from "../../api/memberships";
import { ConfirmButton } from "./confirm-button";

interface LeaveGroupProps {
  group: GroupRecord;
  userId: string;
  label: "Leave This Group" | "Leave Group";
  /** How many members the group has, when known: a founder who is the last member deletes the group. */
  memberCount?: number;
  onLeft?: () => void;
}

/** docs/product.md §4: a leaving founder hands the group to a random other member; the last member deletes it. */
export function leaveMessage(group: GroupRecord, userId: string, memberCount?: number): string {
  const name = group.Group_Name;
  if (group.Founder_id !== userId) return `You will no longer be a member of ${name}.`;
  if (memberCount === 1) return `You founded ${name} and are its last member, so leaving deletes the group.`;
  if (memberCount !== undefined) return `You founded ${name}. If you leave, a random other member becomes its founder.`;
  return `You founded ${name}. If you leave, a random other member becomes its founder, or the group is deleted if you are its last member.`;
}

export function LeaveGroupButton({ group, userId, label, memberCount, onLeft }: LeaveGroupProps) {
  const leave = useRemoveMember();
  return (
    <ConfirmButton
      label={label}
      title={`Leave ${group.Group_Name}?`}
      message={leaveMessage(group, userId, memberCount)}
      confirmLabel={label}
      action={() => leave.mutateAsync({ groupId: group.Group_id, userId, deletesGroup: memberCount === 1 })}
      onDone={onLeft}
    />
  );
}

/** Founder only: the caller decides whether to render it. */
export function DeleteGroupButton({ group, onDeleted }: { group: GroupRecord; onDeleted?: () => void }) {
  const remove = useDeleteGroup();
  return (
    <ConfirmButton
      label="Delete Group"
      title={`Delete ${group.Group_Name}?`}
      message="The group and its memberships are deleted for everyone. Its decks stay with their owners."
      confirmLabel="Delete Group"
      action={() => remove.mutateAsync(group.Group_id)}
      onDone={onDeleted}
    />
  );
}

import type { GroupRecord } from "@quizdeck/shared/records";
import { forbidden, notFound } from "../../http/app-error";

/** Rules about a group's founder, shared by the groups and memberships services. */
export const onlyFounder = "Only the group founder can do that";
export const groupNotFound = () => notFound("Group");

/** Throws 404 for a missing group and 403 unless the caller founded it. */
export function assertFounder(group: GroupRecord | undefined, callerId: string): asserts group is GroupRecord {
  if (!group) throw groupNotFound();
  if (group.Founder_id !== callerId) throw forbidden(onlyFounder);
}

import type { MembershipBody } from "@quizdeck/shared/groups";
import type { MembershipRecord } from "@quizdeck/shared/records";
import { type Db, inTransaction } from "../../db/connect";
import { AppError, forbidden } from "../../http/app-error";
import { assertFounder, findGroup, groupNotFound, handOverOrDeleteGroup, lockGroup } from "../groups";
import { addMember, listMembershipsOfUser, listMembersOfGroup, removeMember } from "./repository";

export class MembershipService {
  constructor(private readonly db: Db) {}

  ofUser(userId: string): Promise<MembershipRecord[]> {
    return listMembershipsOfUser(this.db, userId);
  }

  async ofGroup(groupId: number): Promise<MembershipRecord[]> {
    if (!(await findGroup(this.db, groupId))) throw groupNotFound();
    return listMembersOfGroup(this.db, groupId);
  }

  /** Idempotent; `joined` is false when the caller already was a member. */
  join(callerId: string, body: MembershipBody): Promise<{ membership: MembershipRecord; joined: boolean }> {
    if (body.User_id !== undefined && body.User_id !== callerId) {
      throw forbidden("You can only join a group yourself");
    }
    return inTransaction(this.db, async (tx) => {
      if (!(await lockGroup(tx, body.Group_id))) throw groupNotFound();
      const joined = await addMember(tx, body.Group_id, callerId);
      return { membership: { Group_id: body.Group_id, User_id: callerId }, joined };
    });
  }

  /**
   * The caller's own id leaves the group (docs/product.md §4: a leaving founder hands the group to a random other
   * member, or deletes it when nobody is left); anyone else's id is a kick, which only the founder may do.
   */
  leaveOrKick(callerId: string, body: MembershipBody): Promise<void> {
    const targetId = body.User_id ?? callerId;
    return inTransaction(this.db, async (tx) => {
      const group = await lockGroup(tx, body.Group_id);
      if (targetId === callerId) {
        if (!group) throw groupNotFound();
        if (group.Founder_id === callerId) await handOverOrDeleteGroup(tx, group.Group_id, callerId);
        if (!(await removeMember(tx, group.Group_id, callerId)) && group.Founder_id !== callerId) {
          throw new AppError("not_found", "You are not a member of this group");
        }
        return;
      }
      assertFounder(group, callerId);
      if (!(await removeMember(tx, group.Group_id, targetId))) {
        throw new AppError("not_found", "That user is not a member of this group");
      }
    });
  }
}

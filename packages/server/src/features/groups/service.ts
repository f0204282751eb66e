import type { CreateGroupBody, UpdateGroupBody } from "@quizdeck/shared/groups";
import type { GroupRecord } from "@quizdeck/shared/records";
import { type Db, inTransaction } from "../../db/connect";
import { AppError, forbidden } from "../../http/app-error";
import { assertFounder, groupNotFound } from "./founder";
import {
  deleteGroup,
  findGroup,
  insertGroupWithFounder,
  isMember,
  listGroups,
  lockGroup,
  updateGroup,
} from "./repository";

export class GroupService {
  constructor(private readonly db: Db) {}

  list(): Promise<GroupRecord[]> {
    return listGroups(this.db);
  }

  async get(groupId: number): Promise<GroupRecord> {
    const group = await findGroup(this.db, groupId);
    if (!group) throw groupNotFound();
    return group;
  }

  create(callerId: string, body: CreateGroupBody): Promise<GroupRecord> {
    if (body.Founder_id !== undefined && body.Founder_id !== callerId) {
      throw forbidden("You can only create a group as yourself");
    }
    return insertGroupWithFounder(this.db, body.Group_Name, callerId);
  }

  /** Founder only: renames, and/or hands the group to another member. */
  update(callerId: string, groupId: number, body: UpdateGroupBody): Promise<GroupRecord> {
    return inTransaction(this.db, async (tx) => {
      const group = await lockGroup(tx, groupId);
      assertFounder(group, callerId);
      const newFounder = body.Founder_id;
      if (newFounder !== undefined && newFounder !== callerId && !(await isMember(tx, groupId, newFounder))) {
        throw new AppError("conflict", "The new founder must be a member of the group");
      }
      const updated = await updateGroup(tx, groupId, { name: body.Group_Name, founderId: newFounder });
      if (!updated) throw groupNotFound();
      return updated;
    });
  }

  async delete(callerId: string, groupId: number): Promise<void> {
    assertFounder(await findGroup(this.db, groupId), callerId);
    await deleteGroup(this.db, groupId);
  }
}

import type { MembershipRecord } from "@quizdeck/shared/records";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { groupMembers } from "../../db/schema";

const membershipColumns = { Group_id: groupMembers.groupId, User_id: groupMembers.userId };

export function listMembershipsOfUser(db: Db, userId: string): Promise<MembershipRecord[]> {
  return db
    .select(membershipColumns)
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.groupId));
}

export function listMembersOfGroup(db: Db, groupId: number): Promise<MembershipRecord[]> {
  return db
    .select(membershipColumns)
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
}

/** Returns false when the user already was a member. */
export async function addMember(db: Db, groupId: number, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(groupMembers)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return inserted.length > 0;
}

/** Returns false when the user was not a member. */
export async function removeMember(db: Db, groupId: number, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return deleted.length > 0;
}

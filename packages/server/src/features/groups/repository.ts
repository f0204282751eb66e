import type { GroupRecord } from "@quizdeck/shared/records";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type Db, inTransaction, type Transaction } from "../../db/connect";
import { groupMembers, groups } from "../../db/schema";

const groupColumns = { Group_id: groups.id, Group_Name: groups.name, Founder_id: groups.founderId };

export function listGroups(db: Db): Promise<GroupRecord[]> {
  return db.select(groupColumns).from(groups).orderBy(asc(groups.name), asc(groups.id));
}

export async function findGroup(db: Db, groupId: number): Promise<GroupRecord | undefined> {
  const [group] = await db.select(groupColumns).from(groups).where(eq(groups.id, groupId)).limit(1);
  return group;
}

/** Reads the group and locks its row until the transaction ends, so membership changes happen one at a time. */
export async function lockGroup(tx: Db, groupId: number): Promise<GroupRecord | undefined> {
  const [group] = await tx.select(groupColumns).from(groups).where(eq(groups.id, groupId)).for("update");
  return group;
}

/** Whether the user belongs to the group (a new founder must); the memberships feature changes who does. */
export async function isMember(db: Db, groupId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** docs/product.md §4: creating a group makes the founder its first member, in the same transaction. */
export function insertGroupWithFounder(db: Db, name: string, founderId: string): Promise<GroupRecord> {
  return inTransaction(db, async (tx) => {
    const [group] = await tx.insert(groups).values({ name, founderId }).returning(groupColumns);
    if (!group) throw new Error("insert returned no group");
    await tx.insert(groupMembers).values({ groupId: group.Group_id, userId: founderId });
    return group;
  });
}

export async function updateGroup(
  tx: Db,
  groupId: number,
  changes: { name?: string; founderId?: string },
): Promise<GroupRecord | undefined> {
  if (changes.name === undefined && changes.founderId === undefined) return findGroup(tx, groupId);
  const [group] = await tx.update(groups).set(changes).where(eq(groups.id, groupId)).returning(groupColumns);
  return group;
}

/** Memberships go by cascade; the group's decks stay, out of any group (ON DELETE SET NULL). */
export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, groupId));
}

/**
 * docs/product.md §4: when a founder leaves, a random other member becomes founder; with nobody else, the group is
 * deleted. Run inside the caller's transaction.
 */
export async function handOverOrDeleteGroup(tx: Transaction, groupId: number, leavingUserId: string): Promise<void> {
  // Lock the group first so a concurrent join or leave cannot slip between choosing the heir and the update.
  await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
  const [heir] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, leavingUserId)))
    .orderBy(sql`random()`)
    .limit(1);
  if (heir) {
    await tx.update(groups).set({ founderId: heir.userId }).where(eq(groups.id, groupId));
  } else {
    await tx.delete(groups).where(eq(groups.id, groupId));
  }
}

/** Hands on or deletes every group the user founded; used when an account is deleted. */
export async function handOverFoundedGroups(tx: Transaction, userId: string): Promise<void> {
  const founded = await tx.select({ id: groups.id }).from(groups).where(eq(groups.founderId, userId));
  for (const group of founded) await handOverOrDeleteGroup(tx, group.id, userId);
}

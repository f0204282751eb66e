import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/connect";
import { groupMembers, groups } from "../../db/schema";

/**
 * SPEC.md §4: when a founder leaves, a random other member becomes founder; with nobody else, the group is
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

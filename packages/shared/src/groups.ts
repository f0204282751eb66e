import { z } from "zod";
import { DEFAULT_GROUP_NAME, TITLE_MAX_LENGTH } from "./constants";
import { numericId, userId } from "./ids";
import { asName } from "./text";

/** docs/product.md §3: a normalised name (text.ts); blank becomes "Untitled Group". */
const groupName = asName(z.string({ error: "Group name must be text" }), "Group name")
  .max(TITLE_MAX_LENGTH, { error: `Group name must be at most ${TITLE_MAX_LENGTH} characters` })
  .transform((name) => name || DEFAULT_GROUP_NAME);

/** A missing or null name is "Untitled Group" too. */
export const createGroupBody = z.object({
  Group_Name: groupName.nullish().transform((name) => name ?? DEFAULT_GROUP_NAME),
  Founder_id: userId.optional(),
});
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** Only the keys present change; a blank name becomes "Untitled Group", a null one is a 400 (nothing written). */
export const updateGroupBody = z.object({
  Group_Name: groupName.optional(),
  Founder_id: userId.optional(),
});
export type UpdateGroupBody = z.infer<typeof updateGroupBody>;

/** Join, leave and kick; a missing User_id means the caller. */
export const membershipBody = z.object({
  Group_id: numericId,
  User_id: userId.optional(),
});
export type MembershipBody = z.infer<typeof membershipBody>;

export const groupIdParams = z.object({ id: numericId });
export const membershipsOfGroupParams = z.object({ groupId: numericId });

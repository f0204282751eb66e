import type { DeckRecord } from "@quizdeck/shared/records";

export interface DeckRow {
  id: number;
  title: string;
  userId: string;
  username: string;
  groupId: number | null;
  private: boolean;
}

/** The one deck shape every answer uses, in both spellings the original client reads (docs/api.md, docs/product.md §11). */
export function toDeckRecord(row: DeckRow): DeckRecord {
  return {
    deck_id: row.id,
    Deck_id: row.id,
    title: row.title,
    Title: row.title,
    user_id: row.userId,
    User_id: row.userId,
    username: row.username,
    group_id: row.groupId,
    Group_id: row.groupId,
    private: row.private,
  };
}

import type { GameSnapshot } from "@quizdeck/shared/socket-events";

type SmallStorage = Pick<Storage, "getItem" | "setItem">;

const NONE = "none";
const keyOf = (gameId: string) => `quizdeck.lateJoinCard.${gameId}`;

/**
 * The question that was open when this late joiner first arrived: they are not part of it and wait for the next
 * card. The snapshot cannot say so by itself, so the tab remembers it, and a reload during that question still
 * waits while a reload during a later one does not.
 */
export function lateJoinCard(snapshot: GameSnapshot, storage: SmallStorage): number | null {
  if (!snapshot.you?.joinedLate) return null;
  const key = keyOf(snapshot.Game_id);
  const stored = storage.getItem(key);
  if (stored !== null) return stored === NONE ? null : Number(stored);
  const open = snapshot.phase === "question" ? (snapshot.card?.CardIndex ?? null) : null;
  storage.setItem(key, open === null ? NONE : String(open));
  return open;
}

import { useLingui } from "@lingui/react";
import { refusalOf } from "../refusal";
import { type GameSocket, request } from "../socket";

/**
 * "Lock game" / "Unlock game" (issue 29): while locked nobody new joins, late joins included; players already in
 * come back after a dropped connection. The server's `game_locked` says the new state; a refusal goes to `onRefused`.
 */
export function LockGameButton({
  socket,
  gameId,
  locked,
  className,
  onRefused,
}: {
  socket: GameSocket | null;
  gameId: string;
  locked: boolean;
  className: string;
  onRefused: (message: string) => void;
}) {
  const { _ } = useLingui();
  const toggle = async () => {
    if (!socket) return;
    const reply = await request(socket, "lock_game", { Game_id: gameId, locked: !locked });
    if (!reply.ok) onRefused(refusalOf(reply).message);
  };
  return (
    <button type="button" className={className} disabled={!socket} onClick={() => void toggle()}>
      {locked ? _("lock.unlock") : _("lock.lock")}
    </button>
  );
}

/** Said where the host looks, while the game is locked. */
export function LockedNotice() {
  const { _ } = useLingui();
  return (
    <p className="game-locked-notice" role="status">
      {_("lock.locked")}
    </p>
  );
}

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
  const toggle = async () => {
    if (!socket) return;
    const reply = await request(socket, "lock_game", { Game_id: gameId, locked: !locked });
    if (!reply.ok) onRefused(refusalOf(reply).message);
  };
  return (
    <button type="button" className={className} disabled={!socket} onClick={() => void toggle()}>
      {locked ? "Unlock game" : "Lock game"}
    </button>
  );
}

/** Said where the host looks, while the game is locked. */
export const LockedNotice = () => (
  <p className="game-locked-notice" role="status">
    Locked: nobody new can join
  </p>
);

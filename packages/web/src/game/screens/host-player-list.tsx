import type { LobbyPlayer } from "@quizdeck/shared/socket-events";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { refusalOf } from "../refusal";
import { type GameSocket, request } from "../socket";

/**
 * The host's players list with a Remove control per player (issue 11 item 7), in the lobby and during the game.
 * A removed player is out of the game and cannot join it again; the list drops them when the server says so.
 */
export function HostPlayerList({
  players,
  socket,
  gameId,
}: {
  players: LobbyPlayer[];
  socket: GameSocket | null;
  gameId: string;
}) {
  const [removing, setRemoving] = useState<LobbyPlayer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setRemoving(null);
    setError(null);
  };

  const remove = async (player: LobbyPlayer) => {
    if (!socket) return;
    setBusy(true);
    const reply = await request(socket, "kick_player", { Game_id: gameId, User_id: player.User_id });
    setBusy(false);
    if (reply.ok) close();
    else setError(refusalOf(reply).message);
  };

  return (
    <>
      <ul className="player-list host-player-list" aria-label="Players">
        {players.map((player) => (
          <li key={player.User_id}>
            <span className="player-name">{player.Username}</span>
            {player.Guest ? <span className="player-guest">guest</span> : null}
            <button
              type="button"
              className="button button-small button-secondary"
              aria-label={`Remove ${player.Username}`}
              onClick={() => setRemoving(player)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.Username ?? ""}?`}
        message={`${removing?.Username ?? ""} leaves this game and cannot join it again.`}
        confirmLabel="Remove"
        danger
        busy={busy}
        error={error}
        onConfirm={() => removing && void remove(removing)}
        onClose={close}
      />
    </>
  );
}

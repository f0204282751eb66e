import { Trans, useLingui } from "@lingui/react";
import type { LobbyPlayer } from "@quizdeck/shared/socket-events";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { serverText } from "../../i18n/server-texts";
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
  const { _ } = useLingui();
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
    else setError(serverText(refusalOf(reply).message));
  };

  return (
    <>
      <ul className="player-list host-player-list" aria-label={_("hostPlayers.label")}>
        {players.map((player) => (
          <li key={player.User_id}>
            <span className="player-name" dir="auto">
              {player.Username}
            </span>
            {player.Guest ? <span className="player-guest">{_("hostPlayers.guest")}</span> : null}
            <button
              type="button"
              className="button button-small button-secondary"
              aria-label={_("hostPlayers.removeLabel", { name: player.Username })}
              onClick={() => setRemoving(player)}
            >
              {_("hostPlayers.remove")}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={
          <Trans id="hostPlayers.removeTitle" values={{ name: removing?.Username ?? "" }} components={{ 0: <bdi /> }} />
        }
        message={
          <Trans
            id="hostPlayers.removeMessage"
            values={{ name: removing?.Username ?? "" }}
            components={{ 0: <bdi /> }}
          />
        }
        confirmLabel={_("hostPlayers.remove")}
        danger
        busy={busy}
        error={error}
        onConfirm={() => removing && void remove(removing)}
        onClose={close}
      />
    </>
  );
}

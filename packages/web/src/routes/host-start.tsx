import { Trans, useLingui } from "@lingui/react";
import { TIMER_DEFAULT_SECONDS } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import type { CardRecord, GameRecord } from "@quizdeck/shared/records";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useEffectEvent, useReducer, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { cardKeys } from "../api/cards";
import { ApiError, tellSessionLost } from "../api/client";
import { createGame, getHostedGame } from "../api/host-games";
import { BusyButton } from "../components/busy-button";
import { PageTitle } from "../components/page-title";
import { EmptyState } from "../components/query-state";
import { useTopOfNewScreen } from "../components/use-top-of-new-screen";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { isCompleteCard } from "../game/deck-summary";
import { defaultDeadlineInput } from "../game/homework-deadline";
import { useHostEnding } from "../game/host-ending";
import { joinLink } from "../game/join-link";
import { emptyLobby, lobbyReducer, refusal } from "../game/lobby-state";
import { refusalOf } from "../game/refusal";
import { HostPlayerList } from "../game/screens/host-player-list";
import { HostSetup } from "../game/screens/host-setup";
import { JoinQrCode } from "../game/screens/join-qr-code";
import { LobbyMessages } from "../game/screens/lobby-messages";
import { LockedNotice, LockGameButton } from "../game/screens/lock-game-button";
import { CONNECT_WAIT_MS, endedWithSession, type GameSocket, request, whenConnected } from "../game/socket";
import { type HostSetupForm, validateHostSetup } from "../game/timer-input";
import { useGameSocket, useSocketConnected, useSocketEvents } from "../game/use-game-socket";
import { i18n } from "../i18n/i18n";
import { serverText } from "../i18n/server-texts";

const initialForm: HostSetupForm = {
  deckId: "",
  timer: String(TIMER_DEFAULT_SECONDS),
  shuffleDeck: false,
  pointsForWrong: true,
  allowLateJoins: true,
  allowGuests: true,
  revealOnAnswer: false,
  pace: "teacher",
  deadline: defaultDeadlineInput(new Date()),
  attempts: "1",
};

/** /host/start: the settings (Info), then the lobby after Create Game (docs/product.md §2, §4 Host lobby). */
export default function HostStartRoute() {
  const { _ } = useLingui();
  const hostEnding = useHostEnding();
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const socket = useGameSocket();
  const connected = useSocketConnected(socket);
  const requestedDeckId = useRequestedDeckId();
  const [form, setForm] = useState(() =>
    requestedDeckId === null ? initialForm : { ...initialForm, deckId: String(requestedDeckId) },
  );
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [game, setGame] = useState<GameRecord | null>(null);
  const [lobby, dispatch] = useReducer(lobbyReducer, emptyLobby);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  // An open game found after a reload, waiting for its snapshot to say where the host belongs.
  const resuming = useRef<GameRecord | null>(null);

  const resume = useEffectEvent(async () => {
    const open = await getHostedGame(userId).catch(() => null);
    if (!open || !socket || game) return;
    resuming.current = open;
    await request(socket, "connect_game", { Game_id: open.Game_id });
  });

  useEffect(() => {
    if (socket) void resume();
  }, [socket]);

  useSocketEvents(socket, {
    player_confirm: (snapshot) => {
      const open = resuming.current;
      if (!open || String(open.Game_id) !== snapshot.Game_id || !snapshot.isHost) return;
      resuming.current = null;
      if (snapshot.phase === "lobby") {
        setGame(open);
        dispatch({ type: "player_list", players: snapshot.players, playerCount: snapshot.playerCount });
        dispatch({ type: "deck_title", title: snapshot.settings.Deck_Title });
        setLocked(snapshot.locked);
      } else if (snapshot.phase !== "ended") {
        navigate(`/host/${open.Game_id}`);
      }
    },
    connect: () => {
      if (game) void request(socket!, "join_lobby", { Game_id: game.Game_id });
    },
    host_permissions: ({ canStartGame }) => dispatch({ type: "host_permissions", canStartGame }),
    init_game_part_1: ({ playerList, playerCount }) =>
      dispatch({ type: "player_list", players: playerList, playerCount }),
    player_joined: ({ joined, left, playerCount }) => dispatch({ type: "player_joined", joined, left, playerCount }),
    game_settings: ({ Deck_Title }) => dispatch({ type: "deck_title", title: Deck_Title }),
    game_locked: ({ locked }) => setLocked(locked),
    game_started: ({ Game_id }) => navigate(`/host/${Game_id}`),
    game_ended: (ended) => {
      setGame(null);
      dispatch({ type: "reset" });
      setFormError(null);
      dispatch({ type: "message", say: () => hostEnding(ended) });
    },
  });

  const update = (change: Partial<HostSetupForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setFormError(null);
  };

  async function create(event: FormEvent) {
    event.preventDefault();
    const checked = validateHostSetup(form);
    if (!checked.ok) {
      setFormError(checked.error);
      return;
    }
    // The setup's summary has the deck's cards: a deck with none to play makes no lobby that could never start.
    const cards = queryClient.getQueryData<CardRecord[]>(cardKeys.ofDeck(checked.settings.selectedDeck));
    if (cards && !cards.some(isCompleteCard)) {
      setFormError(i18n._("hostSetup.noCompleteCards"));
      return;
    }
    if (!socket) return;
    setCreating(true);
    resuming.current = null;
    // Events of the new game (permissions, settings) arrive before the acknowledgements: start clean first.
    dispatch({ type: "reset" });
    try {
      // The game is made once its connection is there, so that its lobby can be joined at once.
      if (!(await whenConnected(socket, CONNECT_WAIT_MS))) {
        // A connection closed for an ended session: log in again (the dialog), rather than a network problem.
        if (endedWithSession(socket)) tellSessionLost();
        else setFormError(serverText(messages.hostConnectionLost));
        return;
      }
      const created = await createGame(userId);
      const joined = await request(socket, "join_lobby", { Game_id: created.Game_id });
      const settled = joined.ok
        ? await request(socket, "game_settings_selected", { Game_id: created.Game_id, Game_Settings: checked.settings })
        : joined;
      if (!settled.ok) {
        setFormError(serverText(refusalOf(settled).message));
        return;
      }
      setGame(created);
      dispatch({ type: "message", say: () => i18n._("hostStart.created", { code: created.Join_Code }) });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.serverMessage
          ? serverText(error.serverMessage)
          : serverText(messages.somethingWentWrong),
      );
    } finally {
      setCreating(false);
    }
  }

  async function send(event: "start_game" | "end_game") {
    if (!socket || !game) return;
    setBusy(true);
    dispatch({ type: "clear_error" });
    const reply = await request(socket, event, { Game_id: game.Game_id });
    setBusy(false);
    if (!reply.ok) dispatch(refusal(refusalOf(reply).message));
  }

  useTopOfNewScreen(game ? "lobby" : "setup");

  return (
    <div className="page host-page">
      <PageTitle title={game ? _("hostStart.lobby") : _("hostStart.title")} />
      <header className="page-header">
        <h1>{game ? _("hostStart.lobby") : _("hostStart.title")}</h1>
      </header>
      {game ? (
        <HostLobby
          game={game}
          socket={socket}
          deckTitle={lobby.deckTitle}
          players={lobby.players}
          playerCount={lobby.playerCount}
          canStart={lobby.canStartGame}
          locked={locked}
          busy={busy}
          onStart={() => void send("start_game")}
          onEnd={() => void send("end_game")}
          onRefused={(text) => dispatch(refusal(text))}
        />
      ) : (
        <HostSetup
          userId={userId}
          requestedDeckId={requestedDeckId}
          form={form}
          error={formError}
          creating={creating || !socket}
          connecting={creating && !connected}
          onChange={update}
          onSubmit={create}
        />
      )}
      <div className="panel">
        <LobbyMessages lobby={lobby} />
      </div>
      {game ? null : (
        <Link className="button button-secondary" to="/dashboard">
          {_("join.goBack")}
        </Link>
      )}
    </div>
  );
}

/** `?deck=` from a deck's "Host this deck" (issue 29): a positive whole number, else none. */
function useRequestedDeckId(): number | null {
  const text = useSearchParams()[0].get("deck");
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

function HostLobby({
  game,
  socket,
  deckTitle,
  players,
  playerCount,
  canStart,
  locked,
  busy,
  onStart,
  onEnd,
  onRefused,
}: {
  game: GameRecord;
  socket: GameSocket | null;
  deckTitle: string | null;
  players: { User_id: string; Username: string }[];
  playerCount: number;
  canStart: boolean;
  locked: boolean;
  busy: boolean;
  onStart: () => void;
  onEnd: () => void;
  onRefused: (message: string) => void;
}) {
  const { _ } = useLingui();
  const link = joinLink(game.Join_Code);
  return (
    <>
      <section className="panel lobby-panel" aria-labelledby="lobby-code-title">
        <p className="lobby-deck">
          <span className="game-label">{_("hostLobby.deck")}</span> <strong dir="auto">{deckTitle ?? "…"}</strong>
        </p>
        <div className="lobby-join">
          <div>
            <h2 id="lobby-code-title" className="game-label">
              {_("hostLobby.joinCode")}
            </h2>
            <p className="join-code-display" data-testid="join-code">
              {game.Join_Code}
            </p>
          </div>
          <JoinQrCode link={link} />
        </div>
        <p className="lobby-link">
          <Trans
            id="hostLobby.joinAt"
            values={{ link }}
            components={{
              0: (
                <a href={link} dir="ltr">
                  {link}
                </a>
              ),
            }}
          />
        </p>
        <div className="lobby-actions">
          {canStart ? (
            <BusyButton className="button button-primary" busy={busy} onClick={onStart}>
              {_("hostLobby.start")}
            </BusyButton>
          ) : null}
          <LockGameButton
            socket={socket}
            gameId={String(game.Game_id)}
            locked={locked}
            className="button button-secondary"
            onRefused={onRefused}
          />
          <BusyButton className="button button-danger" busy={busy} onClick={onEnd}>
            {_("hostLobby.end")}
          </BusyButton>
        </div>
        {locked ? <LockedNotice /> : null}
      </section>
      <section className="panel" aria-labelledby="lobby-players-title">
        <h2 id="lobby-players-title">
          <Trans
            id="hostLobby.players"
            values={{ count: playerCount }}
            components={{ 0: <span className="player-count" /> }}
          />
        </h2>
        {players.length === 0 ? (
          <EmptyState message={_("hostLobby.noPlayers")} />
        ) : (
          <HostPlayerList players={players} socket={socket} gameId={String(game.Game_id)} />
        )}
      </section>
    </>
  );
}

/**
 * A game screen's connection (issue #4 item 7): on every connect and reconnect it sends connect_game and draws
 * the screen from the player_confirm snapshot; until a snapshot confirms the connection it asks again every
 * second once the last request was answered, and after 30 seconds it shows the error screen (docs/product.md §4,
 * §9; ConfirmRetries).
 */
import { CONNECT_RETRY_INTERVAL_MS, CONNECT_RETRY_LIMIT } from "@quizdeck/shared/constants";
import { type Dispatch, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ConfirmRetries } from "./confirm-retries";
import { isRetryable, refusalOf } from "./refusal";
import { type GameAction, type GameRole, type GameView, gameReducer, initialGameView } from "./screen-state";
import { type GameSocket, request } from "./socket";
import { useGameSocket, useSocketEvents } from "./use-game-socket";

export interface GameConnection {
  view: GameView;
  dispatch: Dispatch<GameAction>;
  socket: GameSocket | null;
  /** The connection dropped and is being opened again: true until the game's snapshot is back. */
  reconnecting: boolean;
  /**
   * Settles once this connection is back in the game (its snapshot has come). A command sent before would reach the
   * game before the connection does, and the screen would miss what it changed.
   */
  whenConfirmed: () => Promise<void>;
}

export function useGameConnection(role: GameRole, gameId: string, connectionLostMessage: string): GameConnection {
  const [view, dispatch] = useReducer(gameReducer, undefined, () => initialGameView(role, gameId));
  const socket = useGameSocket();
  const confirmed = useRef(false);
  const waitingForConfirm = useRef<(() => void)[]>([]);
  const [reconnecting, setReconnecting] = useState(false);
  const whenConfirmed = useCallback(
    () =>
      confirmed.current ? Promise.resolve() : new Promise<void>((resolve) => waitingForConfirm.current.push(resolve)),
    [],
  );

  useSocketEvents(socket, {
    player_confirm: (snapshot) => {
      if (snapshot.Game_id !== gameId) return;
      confirmed.current = true;
      setReconnecting(false);
      dispatch({ type: "snapshot", snapshot, now: Date.now() });
      for (const resolve of waitingForConfirm.current.splice(0)) resolve();
    },
    game_started: ({ startsAt, serverNow }) => dispatch({ type: "game_started", startsAt, serverNow, now: Date.now() }),
    card_for_client: (card) => dispatch({ type: "card", card, now: Date.now() }),
    check_answer: (check) => dispatch({ type: "check_answer", check }),
    answer_count: (count) => dispatch({ type: "answer_count", count }),
    game_locked: ({ locked }) => dispatch({ type: "locked", locked }),
    question_ended: (result) => dispatch({ type: "question_ended", result }),
    question_result: (result) => dispatch({ type: "question_result", result }),
    show_leaderboard: ({ CardIndex }) => dispatch({ type: "show_leaderboard", cardIndex: CardIndex }),
    removed_from_game: ({ message }) => dispatch({ type: "removed", message }),
    server_restarting: ({ message }) => dispatch({ type: "notice", message }),
    get_current_state: ({ currentState }) => dispatch({ type: "current_state", phase: currentState }),
    game_ended: (ended) => dispatch({ type: "game_ended", ended }),
    your_result: (result) => dispatch({ type: "your_result", result }),
    paced_finished: (finished) => dispatch({ type: "paced_finished", finished }),
    progress: (progress) => dispatch({ type: "progress", progress, now: Date.now() }),
    game_settings: (settings) => dispatch({ type: "settings", settings }),
    player_joined: ({ joined, left, playerCount, notices }) =>
      dispatch({ type: "players", joined, left, playerCount, notices }),
    error: ({ message }) => dispatch({ type: "notice", message }),
  });

  useEffect(() => {
    if (!socket) return;
    // A new connection (signed in again after the session ended) is not in the game until its own snapshot.
    confirmed.current = false;
    const retries = new ConfirmRetries({
      limit: CONNECT_RETRY_LIMIT,
      confirmed: () => confirmed.current,
      connected: () => socket.connected,
      // The error screen goes without the reconnecting line (GameScreenFrame), so it is not cleared here.
      giveUp: () => dispatch({ type: "connection_failed", message: connectionLostMessage }),
      send: async () => {
        const reply = await request(socket, "connect_game", { Game_id: gameId });
        // A refusal (an unknown or finished game, a new player after the start) will not change on retry;
        // a game moving to another server node will, so that is tried again like no answer.
        if (reply.ok || !socket.connected || confirmed.current) return "answered";
        const refusal = refusalOf(reply);
        if (isRetryable(refusal)) return "unanswered";
        dispatch({ type: "connection_failed", message: refusal.message, code: refusal.code });
        return "refused";
      },
    });
    const onConnect = () => {
      confirmed.current = false;
      retries.restart();
    };
    const onDisconnect = () => {
      confirmed.current = false;
      // Not when the connection was closed on purpose (Leave, or the server ending the session): it stays closed.
      setReconnecting(socket.active);
    };
    // An attempt refused (the session ended while the connection was down) is not tried again either.
    const onConnectError = () => {
      if (!socket.active) setReconnecting(false);
    };
    socket.on("connect", onConnect);
    socket.on("disconnect", onDisconnect);
    socket.on("connect_error", onConnectError);
    if (socket.connected) onConnect();
    const timer = setInterval(() => retries.tick(), CONNECT_RETRY_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      socket.off("connect", onConnect);
      socket.off("disconnect", onDisconnect);
      socket.off("connect_error", onConnectError);
    };
  }, [socket, gameId, connectionLostMessage]);

  return { view, dispatch, socket, reconnecting, whenConfirmed };
}

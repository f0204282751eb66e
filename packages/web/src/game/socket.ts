/**
 * The one Socket.IO connection of the game screens (docs/product.md §9 settings), shared by the lobby and the game
 * routes so moving from one to the other keeps the connection. It closes a moment after the last screen
 * using it unmounts.
 */
import type {
  ClientEvent,
  ClientPayload,
  ClientToServerEvents,
  ServerToClientEvents,
} from "@quizdeck/shared/socket-events";
import { io, type Socket } from "socket.io-client";
import { sessionRegained, tellSessionLost } from "../api/client";
import { type AckReply, noAnswerReply } from "./refusal";

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type GameRequest = ClientEvent;

export const socketOptions = {
  transports: ["websocket", "polling"],
  // A network that refuses WebSocket (some school proxies do) gets long-polling: without this, Engine.IO would
  // retry WebSocket for ever and the phone would never hear the game.
  tryAllTransports: true,
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

const CLOSE_DELAY_MS = 2000;
const ACK_TIMEOUT_MS = 10_000;

/**
 * How long a step that needs the connection (joining a lobby) waits for it to open: on a network that holds WebSocket
 * unanswered it opens by long-polling only after the 20 s connect timeout and a reconnection delay of up to 5 s.
 */
export const CONNECT_WAIT_MS = 30_000;

let shared: GameSocket | null = null;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const renewListeners = new Set<(socket: GameSocket) => void>();

/**
 * The transports a new connection tries, in order. A proxy that sits on the WebSocket upgrade gives no error to fall
 * back on, only the connect timeout: from then on the page connects by long-polling first, upgraded where it can be
 * (the Socket.IO documentation's own remedy), a guest's renewed connection included.
 */
let transports: string[] = [...socketOptions.transports];

/** Connections the server closed or refused because their session had ended. */
const endedSessions = new WeakSet<GameSocket>();

/** The server closed or refused this connection for want of a session: the app asks its user to log in again. */
export const endedWithSession = (socket: GameSocket): boolean => endedSessions.has(socket);

function sessionEnded(socket: GameSocket): void {
  endedSessions.add(socket);
  tellSessionLost();
}

function openSocket(): GameSocket {
  const socket: GameSocket = io({ ...socketOptions, transports });
  socket.on("connect_error", (error: Error & { data?: { code?: string } }) => {
    if (error.data?.code === "unauthorized") sessionEnded(socket);
    if (error.message !== "timeout") return;
    transports = ["polling", "websocket"];
    socket.io.opts.transports = transports;
  });
  // The server closes a connection only when its session ends (signed out elsewhere, expired).
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect") sessionEnded(socket);
  });
  return socket;
}

export function acquireGameSocket(): GameSocket {
  clearTimeout(closeTimer);
  users += 1;
  // A socket the server closed (its session ended: signed out elsewhere) never reconnects: start afresh.
  if (shared && !shared.active) shared = null;
  shared ??= openSocket();
  return shared;
}

/**
 * A new connection for the screens using the game socket, e.g. once a guest's cookie is set (issue 12): the server
 * reads the cookie in the connection's handshake, so a connection opened before (a guest of another game's) cannot
 * carry it.
 */
export function renewGameSocket(): GameSocket {
  clearTimeout(closeTimer);
  shared?.disconnect();
  shared = openSocket();
  for (const listener of renewListeners) listener(shared);
  return shared;
}

// Signed in again over a screen after the session ended: the connection the server closed opens anew, if in use.
sessionRegained.addEventListener("regained", () => {
  if (users > 0) renewGameSocket();
});

/**
 * The network is back (the phone left the tunnel): try at once. An attempt made while it was down may hang without
 * an error (the connection's first packets lost) until the 20 s connect timeout, and the next waits for its back-off;
 * a fresh attempt drops both. What waits in the socket's buffer (an answer tapped offline) goes out with it.
 */
globalThis.addEventListener?.("online", () => {
  if (!shared || shared.connected || !shared.active) return;
  shared.disconnect();
  shared.connect();
});

/** Called with the new socket whenever `renewGameSocket` replaces the shared one. */
export function onGameSocketRenewed(listener: (socket: GameSocket) => void): () => void {
  renewListeners.add(listener);
  return () => renewListeners.delete(listener);
}

export function releaseGameSocket(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(closeTimer);
  closeTimer = setTimeout(closeGameSocket, CLOSE_DELAY_MS);
}

/** Leave or Exit: the connection ends at once. */
export function closeGameSocket(): void {
  clearTimeout(closeTimer);
  shared?.disconnect();
  shared = null;
}

/**
 * Sends an event and waits for the server's acknowledgement; no answer in time is a readable failure. With
 * `keptWhileOffline`, a request made while the connection is down waits for it to come back, however long that
 * takes (an answer tapped in a tunnel is sent after it; the server's deadline still decides), and the time for the
 * reply counts from then. Without it, the request is dropped when the time runs out offline (a host's Next pressed a
 * minute ago is not sent late).
 */
export function request<E extends GameRequest>(
  socket: GameSocket,
  event: E,
  payload: ClientPayload<E>,
  { keptWhileOffline = false } = {},
): Promise<AckReply> {
  return new Promise((resolve) => {
    // A late second call (the reply after the time ran out) changes nothing: a promise settles once.
    const settle = (error: unknown, reply?: AckReply) => resolve(error || !reply ? noAnswerReply : reply);
    // socket.io's typing of an emit with an acknowledgement does not follow a generic event name.
    type Emit = (event: E, payload: ClientPayload<E>, ack: (...args: never[]) => void) => unknown;
    if (keptWhileOffline && !socket.connected && socket.active) {
      // Without socket.io's timeout the event stays in the socket's buffer and goes out first when it reconnects.
      (socket.emit as Emit).call(socket, event, payload, (reply: AckReply) => settle(null, reply));
      socket.once("connect", () => setTimeout(settle, ACK_TIMEOUT_MS, true));
      return;
    }
    const timed = socket.timeout(ACK_TIMEOUT_MS);
    (timed.emit as Emit).call(timed, event, payload, settle);
  });
}

/** Resolves true once the socket is connected, false when its handshake is refused or takes too long. */
export function whenConnected(socket: GameSocket, timeoutMs = ACK_TIMEOUT_MS): Promise<boolean> {
  if (socket.connected) return Promise.resolve(true);
  // Refused already: it does not try again by itself.
  if (!socket.active) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (connected: boolean) => {
      clearTimeout(timer);
      socket.off("connect", onConnect);
      socket.off("connect_error", onError);
      resolve(connected);
    };
    const onConnect = () => finish(true);
    const onError = () => {
      // A refused handshake does not retry by itself; a transport error does, until the time runs out.
      if (!socket.active) finish(false);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("connect", onConnect);
    socket.on("connect_error", onError);
  });
}

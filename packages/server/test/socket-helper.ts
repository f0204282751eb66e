import type { SocketAck } from "@quizdeck/shared/socket-ack";
import type { ClientToServerEvents, ServerToClientEvents } from "@quizdeck/shared/socket-events";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { as, createTestApp, type TestApp, type TestUser } from "./helper";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type AckReply = SocketAck;

/** Starts the test app listening on a free port and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** A real Socket.IO client carrying a user's session cookie, connected before it is returned. */
export async function connectAs(baseUrl: string, user: { cookie: string }): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    transports: ["websocket"],
    extraHeaders: { cookie: user.cookie },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

/**
 * Sends an event and waits for the server's acknowledgement. The wait is long (no test waits for it to run out):
 * CI runs every suite at once on two cores, and a forwarded command waits for its owner, or for a dead owner's
 * lease to run out (6 s).
 */
export function request(socket: ClientSocket, event: keyof ClientToServerEvents, payload: unknown): Promise<AckReply> {
  return socket.timeout(20_000).emitWithAck(event, payload) as Promise<AckReply>;
}

/** Resolves with the next payload of `event`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 20_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
    (socket.once as (e: string, l: (p: unknown) => void) => void)(event, (payload) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
    });
  });
}

/** Collects every payload of `event` from now on. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket.on as (e: string, l: (p: unknown) => void) => void)(event, (payload) => {
    seen.push(payload as Parameters<ServerToClientEvents[E]>[0]);
  });
  return seen;
}

/**
 * The players named in recorded `player_joined` batches, each once. The host's socket is in the players' room too,
 * so it hears a player both in its own batch and in the room's (sent less often; together when the machine is busy).
 */
export function joinedPlayers(batches: { joined: { User_id: string }[] }[]) {
  const byId = new Map(batches.flatMap((batch) => batch.joined).map((player) => [player.User_id, player]));
  return [...byId.values()];
}

export interface LiveApp {
  t: TestApp;
  baseUrl: string;
  /** A real client for the user, disconnected when the app closes. */
  connect(user: { cookie: string }): Promise<ClientSocket>;
  close(): Promise<void>;
}

/** The real app on a fresh database, listening on a free port, for tests with socket clients. */
export async function startLiveApp(env: Record<string, string> = {}): Promise<LiveApp> {
  const t = await createTestApp(env);
  const baseUrl = await listen(t.app);
  const sockets: ClientSocket[] = [];
  return {
    t,
    baseUrl,
    async connect(user) {
      const socket = await connectAs(baseUrl, user);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await t.close();
    },
  };
}

/**
 * A new game of `host` with `players` in its lobby, the deck chosen (60 s a question, in the deck's order): its
 * id and everyone's socket, the players' in the order given.
 */
export async function lobbyWithDeck(live: LiveApp, host: TestUser, players: TestUser[], deckId: number) {
  const gameId: string = (await as(live.t.app, host).post("/api/games", {})).json().data[0].Game_id;
  const hostSocket = await live.connect(host);
  if (!(await request(hostSocket, "join_lobby", { Game_id: gameId })).ok) throw new Error("The host could not join");
  const sockets: ClientSocket[] = [];
  for (const player of players) {
    const socket = await live.connect(player);
    if (!(await request(socket, "join_lobby", { Game_id: gameId })).ok) throw new Error("A player could not join");
    sockets.push(socket);
  }
  const settings = { selectedDeck: deckId, timePerQuestion: 60, shuffleDeck: false };
  await request(hostSocket, "game_settings_selected", { Game_id: gameId, Game_Settings: settings });
  return { gameId, hostSocket, sockets };
}

import type { Command } from "@quizdeck/game/commands";
import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { SocketAck, SocketRefusal } from "@quizdeck/shared/socket-ack";
import {
  type ClientEvent,
  type ClientToServerEvents,
  clientEvents,
  type GameSnapshot,
  type ServerToClientEvents,
} from "@quizdeck/shared/socket-events";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Server, type ServerOptions, type Socket } from "socket.io";
import type { z } from "zod";
import { AbandonedGames, SWEEP_INTERVAL_MS } from "./abandoned-games";
import { ConnectionCounter } from "./connection-counter";
import { createGameInfrastructure } from "./game-infrastructure";
import { GameRunner } from "./game-runner";
import type { LiveGameRecords } from "./live-game-records";
import type { LogStore } from "./log-store";

/** Who a socket belongs to, from the session cookie of its handshake. */
export interface SocketAccount {
  userId: string;
  username: string;
  /** The session's hash: its room, so that a sign-out can close the socket. */
  sessionHash: string;
  /** Issue 12: a guest session's one game; the socket may act in no other. Absent for accounts. */
  guestGameId?: string;
}

/** A session (sign-out) or every session of an account (deletion) that ended. */
export type EndedSessions = { tokenHash: string } | { userId: string };

export interface RealtimeOptions {
  corsOrigins: string[];
  redisUrl?: string;
  redisPrefix: string;
  records: LiveGameRecords;
  /** The log store of one node without Redis (the database). */
  localLog: LogStore;
  /** The account of a cookie header, or null when it carries no valid session. */
  authenticate(cookieHeader: string): Promise<SocketAccount | null>;
  /** Sessions ended on this node: their sockets are closed on every node, and every other node told. */
  onSessionsEnded(listener: (ended: EndedSessions) => Promise<void>): void;
  /** Sessions another node ended (that node waits until this one has forgotten them). */
  sessionsEndedElsewhere(ended: EndedSessions): void;
  /** The most players one game takes (config GAME_PLAYER_CAP). */
  playerCap?: number;
}

interface SocketData extends SocketAccount {
  /** The game this connection is in, once it joined one. */
  gameId?: string;
}

/** What the nodes tell each other through the Redis adapter. */
interface NodeEvents {
  sessions_ended: (ended: EndedSessions, confirm: () => void) => void;
}
/** How long a sign-out waits for the other nodes to confirm. */
const SESSIONS_ENDED_ACK_MS = 2000;

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;
type GameServer = Server<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;

const room = (gameId: string) => `game:${gameId}`;
const hostRoom = (gameId: string) => `game:${gameId}:host`;
const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
/** The reason a socket closed by `disconnectSockets` gets; the server closes sockets only when sessions end. */
const CLOSED_BY_SERVER = "server namespace disconnect";

/**
 * Socket.IO on the app's HTTP server: authenticates by the session cookie and turns events into game
 * commands for the runner. With REDIS_URL, rooms span every node (Redis adapter) and games are placed across
 * nodes; without, one node runs every game and keeps their logs in the database.
 */
export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const serverOptions: Partial<ServerOptions> = {
    perMessageDeflate: false,
    maxHttpBufferSize: 16 * 1024,
    cors: options.corsOrigins.length > 0 ? { origin: options.corsOrigins, credentials: true } : undefined,
  };
  // No connection-state recovery: a returning player resumes from the game's snapshot (connect_game). Recovery
  // would keep every personal packet for minutes and scan them all for each returning socket.
  const io: GameServer = new Server(app.server, serverOptions);
  const infrastructure = createGameInfrastructure(options, options.localLog, app.log);
  const { placement, adapterClients } = infrastructure;
  if (adapterClients) io.adapter(createAdapter(...adapterClients, { key: `${options.redisPrefix}:socket.io` }));

  const runner = new GameRunner({
    playerCap: options.playerCap,
    records: options.records,
    placement,
    logStore: infrastructure.logStore,
    log: app.log,
    broadcaster: {
      send(gameId, emit) {
        const target =
          emit.to === "user" ? userRoom(emit.userId) : emit.to === "host" ? hostRoom(gameId) : room(gameId);
        // The engine builds each event with its own payload type; the union is checked there.
        (io.to(target).emit as (event: string, payload: unknown) => boolean)(emit.event, emit.payload);
        // A kicked player's sockets, on every node, stop hearing the game.
        if (emit.event === "removed_from_game") io.in(target).socketsLeave([room(gameId), hostRoom(gameId)]);
      },
    },
  });
  await placement.start(
    (gameId, command) => runner.execute(gameId, command),
    (gameId) => void runner.forget(gameId),
  );
  const abandoned = new AbandonedGames(options.records, runner, placement, app.log);
  const sweepAbandoned = () =>
    abandoned.sweep().catch((error) => app.log.error({ err: error }, "sweeping abandoned games failed"));
  // At start-up first: the games this node can rebuild from their logs resume, the others end.
  await sweepAbandoned();
  const sweeper = setInterval(sweepAbandoned, SWEEP_INTERVAL_MS);
  sweeper.unref();
  const connections = new ConnectionCounter();

  io.use(async (socket, next) => {
    try {
      const account = await options.authenticate(socket.handshake.headers.cookie ?? "");
      if (!account) return next(new Error(messages.notSignedIn));
      socket.data = account;
      next();
    } catch (error) {
      app.log.error({ err: error }, "socket authentication failed");
      next(new Error(messages.internalError));
    }
  });

  // Through the Redis adapter this reaches the sockets on every node; each other node confirms that it forgot
  // the sessions (its session cache) before the sign-out answers.
  options.onSessionsEnded(async (ended) => {
    const target = "userId" in ended ? userRoom(ended.userId) : sessionRoom(ended.tokenHash);
    io.in(target).disconnectSockets(true);
    if (!adapterClients) return;
    try {
      await withDeadline(io.serverSideEmitWithAck("sessions_ended", ended), SESSIONS_ENDED_ACK_MS);
    } catch (error) {
      // A node that did not confirm forgets them anyway when its cache entries expire (SESSION_CACHE_MS).
      app.log.warn({ err: error }, "a node did not confirm ended sessions");
    }
  });
  io.on("sessions_ended", (ended, confirm) => {
    options.sessionsEndedElsewhere(ended);
    confirm();
  });

  let closing = false;
  io.on("connection", (socket: GameSocket) => {
    socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionHash)]);
    registerHandlers(socket, runner, connections, app.log);
    socket.on("disconnect", (reason) => {
      const current = socket.data.gameId;
      // A node shutting down keeps its players in their games: they come back to the restarted node.
      if (closing) return;
      if (current && connections.closed(current, socket.data.userId)) {
        // A dropped connection keeps the player's place; a signed-out one is out of the game and its stats.
        const kind = reason === CLOSED_BY_SERVER ? "leave" : "disconnect";
        runner.execute(current, { kind, userId: socket.data.userId }).catch(() => undefined);
      }
    });
  });

  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(sweeper);
    runner.close();
    await io.close();
    await infrastructure.close();
  });
}

function registerHandlers(
  socket: GameSocket,
  runner: GameRunner,
  connections: ConnectionCounter,
  log: FastifyBaseLogger,
) {
  const { userId, username, guestGameId } = socket.data;
  // Logged with each join: only a guest's join carries the flag.
  const joiner = guestGameId === undefined ? { userId, username } : { userId, username, guest: true };

  /** Validates the payload, runs the action, and answers with an ack and, on refusal, an `error` event. */
  function on<E extends ClientEvent>(event: E, action: (input: z.output<(typeof clientEvents)[E]>) => unknown): void {
    const listen = socket.on.bind(socket) as (event: E, listener: (payload: unknown, ack?: unknown) => void) => void;
    listen(event, async (payload, ack) => {
      const reply = typeof ack === "function" ? (ack as (reply: SocketAck) => void) : undefined;
      try {
        const schema: z.ZodType = clientEvents[event];
        const parsed = schema.safeParse(payload ?? {});
        if (!parsed.success)
          throw new GameRuleError("invalid_payload", parsed.error.issues[0]?.message ?? "Invalid request");
        const gameId = (parsed.data as { Game_id?: unknown }).Game_id;
        if (guestGameId !== undefined && gameId !== guestGameId)
          throw new GameRuleError("not_in_game", messages.guestOtherGame);
        // Indexing the map with a generic event loses which schema it was; the data is that event's output.
        await action(parsed.data as z.output<(typeof clientEvents)[E]>);
        reply?.({ ok: true });
      } catch (error) {
        const known = error instanceof GameRuleError;
        if (!known) log.error({ err: error, event }, "socket event failed");
        const refusal: SocketRefusal = known
          ? { code: error.code, message: error.message }
          : { code: "internal", message: messages.internalError };
        socket.emit("error", refusal);
        reply?.({ ok: false, error: refusal });
      }
    });
  }

  const run = (gameId: string, command: Command) => runner.execute(gameId, command);

  /**
   * Joins the game on this socket; with `withSnapshot`, also answers the user's snapshot. A socket already in
   * the game joins again too: the engine refuses a user the host removed meanwhile.
   */
  async function enter(gameId: string, withSnapshot = false): Promise<GameSnapshot | undefined> {
    const previous = socket.data.gameId;
    const { isHost, snapshot } = await runner.join(gameId, joiner, withSnapshot);
    if (previous === gameId) {
      socket.join(isHost ? [room(gameId), hostRoom(gameId)] : room(gameId));
      return snapshot;
    }
    if (previous) {
      socket.leave(room(previous));
      socket.leave(hostRoom(previous));
      if (connections.closed(previous, userId)) await run(previous, { kind: "disconnect", userId });
    }
    socket.data.gameId = gameId;
    socket.join(isHost ? [room(gameId), hostRoom(gameId)] : room(gameId));
    connections.opened(gameId, userId);
    return snapshot;
  }

  /** Read-only events are for the game's members only. */
  async function memberSnapshot(gameId: string) {
    const snapshot = await runner.snapshot(gameId, userId);
    if (!snapshot.isHost && !snapshot.you) throw new GameRuleError("not_in_game", "Join the game first");
    return snapshot;
  }

  on("join_lobby", ({ Game_id }) => enter(Game_id));
  on("connect_game", async ({ Game_id }) => {
    const snapshot = await enter(Game_id, true);
    if (snapshot) socket.emit("player_confirm", snapshot);
  });
  on("confirm_connection", async ({ Game_id }) => {
    socket.emit("player_confirm", await memberSnapshot(Game_id));
  });
  on("game_settings_selected", ({ Game_id, Game_Settings }) => runner.chooseSettings(Game_id, userId, Game_Settings));
  on("start_game", ({ Game_id }) => run(Game_id, { kind: "start", userId, cards: [] }));
  on("send_next_card", ({ Game_id }) => run(Game_id, { kind: "next", userId }));
  on("end_game", ({ Game_id }) => run(Game_id, { kind: "end", userId }));
  on("submit_answer", ({ Game_id, Answer_id }) => run(Game_id, { kind: "answer", userId, shownIndex: Answer_id }));
  on("send_current_state", ({ Game_id, currentState }) =>
    run(Game_id, { kind: "request_state", userId, wanted: currentState }),
  );
  on("kick_player", ({ Game_id, User_id }) => run(Game_id, { kind: "kick", userId, targetId: User_id }));
  on("leave_game", async ({ Game_id }) => {
    await run(Game_id, { kind: "leave", userId });
    if (socket.data.gameId === Game_id) {
      socket.data.gameId = undefined;
      socket.leave(room(Game_id));
      connections.closed(Game_id, userId);
    }
  });

  const sendPlayers = (event: "init_game_part_1" | "init_game_part_2") => async (input: { Game_id: string }) => {
    const snapshot = await memberSnapshot(input.Game_id);
    socket.emit(event, { playerList: snapshot.players, playerCount: snapshot.playerCount });
  };
  on("init_game_call", sendPlayers("init_game_part_1"));
  on("init_game_call_2", sendPlayers("init_game_part_2"));
  on("get_game_settings", async ({ Game_id }) => {
    socket.emit("game_settings", (await memberSnapshot(Game_id)).settings);
  });
  on("get_deck_title", async ({ Game_id }) => {
    socket.emit("deck_title", { Title: (await memberSnapshot(Game_id)).settings.Deck_Title });
  });
  on("broadcast_score", () => {
    throw new GameRuleError("forbidden", "Scores are computed by the server");
  });
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

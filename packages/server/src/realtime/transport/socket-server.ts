import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { messages } from "@quizdeck/shared/messages";
import type { ClientToServerEvents, ServerToClientEvents } from "@quizdeck/shared/socket-events";
import type { FastifyInstance } from "fastify";
import { Server, type ServerOptions } from "socket.io";
import { AbandonedGames, SWEEP_INTERVAL_MS } from "../core/abandoned-games";
import { isSeating, type Outgoing, type Seating } from "../core/game-outbox";
import { GameRunner } from "../core/game-runner";
import type { GameInfrastructure } from "../ports/game-infrastructure";
import { type GameMetrics, secondsSince } from "../ports/game-metrics";
import type { LiveGameRecords } from "../ports/live-game-records";
import type { LoadGauge } from "../ports/load-gauge";
import type { RunnerClock, Scheduler } from "../ports/time";
import { ConnectionCounter } from "./connection-counter";
import { emitToRoom } from "./room-frames";
import {
  connectionData,
  createSocketDispatcher,
  type EndedSessions,
  type GameSocket,
  hostRoom,
  type NodeEvents,
  room,
  type SocketAccount,
  type SocketData,
} from "./socket-handlers";

export type { EndedSessions, SocketAccount };

export interface RealtimeOptions {
  corsOrigins: string[];
  records: LiveGameRecords;
  /**
   * Where games run and keep their logs (adapters/game-infrastructure.ts), and with several nodes the Socket.IO
   * adapter that makes rooms span them.
   */
  infrastructure: GameInfrastructure & { roomAdapter?: ServerOptions["adapter"] };
  /** The system's time and timers (adapters/system-time.ts). */
  clock: RunnerClock;
  scheduler: Scheduler;
  /** Whether the handshake comes from the server's own pages (or CORS_ORIGIN's), checked before the cookie is read. */
  fromAllowedOrigin(handshake: IncomingMessage): boolean;
  /** The account of a cookie header, or null when it carries no valid session. */
  authenticate(cookieHeader: string): Promise<SocketAccount | null>;
  /** Sessions ended on this node: their sockets are closed on every node, and every other node told. */
  onSessionsEnded(listener: (ended: EndedSessions) => Promise<void>): void;
  /** Sessions another node ended (that node waits until this one has forgotten them). */
  sessionsEndedElsewhere(ended: EndedSessions): void;
  /**
   * An account is about to be deleted (and with it the games it hosts): its open game ends first, as its host's End
   * Game would, so that its players are told and nothing of it is written after its rows are gone.
   */
  onAccountClosing(listener: (userId: string) => Promise<void>): void;
  /** Something a listing shows was written on this node: the other nodes are told (decision 019). */
  onListingsWritten(listener: () => Promise<void>): void;
  /** Another node wrote something a listing shows. */
  listingsWrittenElsewhere(): void;
  /** The most players one game takes (config GAME_PLAYER_CAP). */
  playerCap?: number;
  /** Issue 16: where the live side's figures go, when METRICS_TOKEN is set. */
  metrics?: GameMetrics;
  /** Issue 16: whether the node sheds new work; new joins are refused then, running games go on. */
  load?: LoadGauge;
}

/** How long a sign-out waits for the other nodes to confirm. */
const SESSIONS_ENDED_ACK_MS = 2000;
/** How long a write waits for the other nodes to confirm they forgot their listings (decision 019). */
const LISTINGS_WRITTEN_ACK_MS = 1000;

type GameServer = Server<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
/** The reason a socket closed by `disconnectSockets` gets; the server closes sockets only when sessions end. */
const CLOSED_BY_SERVER = "server namespace disconnect";

/**
 * Socket.IO on the app's HTTP server: authenticates by the session cookie and turns events into game
 * commands for the runner. With several nodes (a room adapter), rooms span every node and games are placed
 * across nodes; with one, it runs every game and keeps their logs in the database.
 */
/** What the rest of the app may ask of the live game. */
export interface Realtime {
  /**
   * Seats a guest in the game as its session opens (issue 27): in the lobby (or a late joiner) at once, away
   * until its socket joins. Refused with a GameRuleError as the socket's join would be.
   */
  seatGuest(gameId: string, guest: { userId: string; username: string }): Promise<void>;
}

export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const serverOptions: Partial<ServerOptions> = {
    perMessageDeflate: false,
    maxHttpBufferSize: 16 * 1024,
    cors: options.corsOrigins.length > 0 ? { origin: options.corsOrigins, credentials: true } : undefined,
  };
  // No connection-state recovery: a returning player resumes from the game's snapshot (connect_game). Recovery
  // would keep every personal packet for minutes and scan them all for each returning socket.
  const io: GameServer = new Server(app.server, serverOptions);
  // Issue 32: a WebSocket's 101 response and Engine.IO's open packet (written after the handshake's awaited id,
  // a few microtasks later) are corked until the loop's next turn: one system call and one segment, not two.
  app.server.prependListener("upgrade", (_request: IncomingMessage, socket: Duplex) => {
    socket.cork();
    setImmediate(() => socket.uncork());
  });
  // Engine.IO refuses an upgrade by writing its 400 and destroying the socket at once: uncorked first, it is sent.
  io.engine.on("connection_error", (error: { req: IncomingMessage }) => {
    while (error.req.socket.writableCorked > 0) error.req.socket.uncork();
  });
  const { metrics, infrastructure } = options;
  const { placement, roomAdapter } = infrastructure;
  if (roomAdapter) io.adapter(roomAdapter);

  const runner = new GameRunner({
    playerCap: options.playerCap,
    records: options.records,
    placement,
    logStore: infrastructure.logStore,
    log: app.log,
    clock: options.clock,
    scheduler: options.scheduler,
    onAnswer: metrics && (() => metrics.answerAccepted()),
    sendAfterLogged: roomAdapter !== undefined,
    broadcaster: {
      send(gameId, emits, usersElsewhere) {
        // The other nodes get the slice first, as one message, and deliver it to their own sockets in the same
        // order while this node writes it to its own. They need neither a seating of a connection here nor a user's
        // own events when that user's connections are all here (in a class split over two nodes, half of them).
        if (roomAdapter) {
          const heardElsewhere = (emit: Outgoing) =>
            isSeating(emit) ? !seatedHere(emit) : emit.to !== "user" || usersElsewhere?.has(emit.userId) !== false;
          const elsewhere = emits.filter(heardElsewhere);
          if (elsewhere.length > 0) io.serverSideEmit("game_events", gameId, elsewhere);
        }
        deliverHere(gameId, emits);
      },
    },
  });
  /** Hands a game's events to this node's sockets: the room's, the host's or one user's. */
  const deliverHere = (gameId: string, emits: readonly Outgoing[]) => {
    for (const emit of emits) {
      if (isSeating(emit)) {
        seatHere(gameId, emit);
        continue;
      }
      const start = performance.now();
      const target = emit.to === "user" ? userRoom(emit.userId) : emit.to === "host" ? hostRoom(gameId) : room(gameId);
      emitToRoom(io, target, emit.event, emit.payload);
      // A kicked player's sockets stop hearing the game (each node leaves its own).
      if (emit.event === "removed_from_game") io.local.in(target).socketsLeave([room(gameId), hostRoom(gameId)]);
      metrics?.fannedOut(emit.to, secondsSince(start));
    }
  };
  /** A seating for a connection of this node: no other node need hear of it (nor carry its snapshot). */
  const seatedHere = (emit: Outgoing) => isSeating(emit) && io.sockets.sockets.has(emit.connectionId);
  /** A connection of this node that joined the game enters its rooms (and gets its snapshot) at its place among the game's events. */
  const seatHere = (gameId: string, seating: Seating) => {
    const socket = io.sockets.sockets.get(seating.connectionId);
    if (!socket) return;
    if (seating.rooms !== false) socket.join(seating.host ? [room(gameId), hostRoom(gameId)] : room(gameId));
    if (seating.snapshot) socket.emit("player_confirm", seating.snapshot);
  };
  io.on("game_events", deliverHere);
  await placement.start(
    (gameId, command, commandId) => runner.execute(gameId, command, commandId),
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
  const dispatch = createSocketDispatcher({
    runner,
    connections,
    log: app.log,
    metrics,
    load: options.load,
  });
  metrics?.watchLive({ socketConnections: () => io.engine.clientsCount, liveGames: () => runner.liveCounts() });

  io.use(async (socket, next) => {
    if (!options.fromAllowedOrigin(socket.request)) return next(new Error(messages.otherSiteRefused));
    try {
      const account = await options.authenticate(socket.handshake.headers.cookie ?? "");
      if (!account) return next(Object.assign(new Error(messages.notSignedIn), { data: { code: "unauthorized" } }));
      socket.data = connectionData(account);
      next();
    } catch (error) {
      app.log.error({ err: error }, "socket authentication failed");
      next(new Error(messages.internalError));
    }
  });

  /** Tells the other nodes through the Redis adapter and waits for each to confirm, `deadlineMs` at most. */
  const confirmedByOtherNodes = async (emit: () => Promise<unknown>, deadlineMs: number, unconfirmed: string) => {
    if (!roomAdapter) return;
    try {
      await withDeadline(emit(), deadlineMs);
    } catch (error) {
      app.log.warn({ err: error }, unconfirmed);
    }
  };

  // Through the Redis adapter this reaches the sockets on every node; each other node confirms that it forgot
  // the sessions (its session cache) before the sign-out answers.
  options.onSessionsEnded(async (ended) => {
    const target = "userId" in ended ? userRoom(ended.userId) : sessionRoom(ended.tokenHash);
    io.in(target).disconnectSockets(true);
    // A node that did not confirm forgets them anyway when its cache entries expire (SESSION_CACHE_MS).
    await confirmedByOtherNodes(
      () => io.serverSideEmitWithAck("sessions_ended", ended),
      SESSIONS_ENDED_ACK_MS,
      "a node did not confirm ended sessions",
    );
  });
  io.on("sessions_ended", (ended, confirm) => {
    options.sessionsEndedElsewhere(ended);
    confirm();
  });
  options.onAccountClosing(async (userId) => {
    const gameId = await options.records.openGameHostedBy(userId);
    if (gameId === undefined) return;
    try {
      await runner.execute(gameId, { kind: "end", userId });
    } catch (error) {
      app.log.warn({ err: error, gameId }, "ending the game of an account being deleted failed");
    }
    // Its end is recorded, its log dropped and its players' results written before the game's rows go.
    await runner.retired(gameId);
    await options.records.settled();
  });
  // A node that did not confirm serves its listings until they expire (LISTING_CACHE_MS).
  options.onListingsWritten(() =>
    confirmedByOtherNodes(
      () => io.serverSideEmitWithAck("listings_written"),
      LISTINGS_WRITTEN_ACK_MS,
      "a node did not confirm a write to the listings",
    ),
  );
  io.on("listings_written", (confirm) => {
    options.listingsWrittenElsewhere();
    confirm();
  });

  let closing = false;
  io.on("connection", (socket: GameSocket) => {
    socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionHash)]);
    socket.onAny(dispatch);
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

  // The drain (issue 16), before the HTTP server waits for its connections to end. The games stop here, their
  // log is written and their leases released, so the first command of a game's player reaching another node
  // makes that node take the game over from its log at once (one node: the next start resumes it). Then the
  // WebSockets' transports close (not `disconnect`, which tells a client not to come back): every client
  // reconnects by itself through the proxy, and its connect_game is that first command.
  app.addHook("preClose", async () => {
    closing = true;
    clearInterval(sweeper);
    runner.close();
    await infrastructure.handOver();
    // The reconnect hint, to this node's clients only: the games are handed over, and the client reconnects on
    // its own when the transport closes (to another node behind the balancer, which takes the game over).
    io.local.emit("server_restarting", { message: messages.serverRestarting });
    io.engine.close();
  });
  app.addHook("onClose", async () => {
    await io.close();
    // Game ends still waiting for their turn to be written (issue 32) are written before the database closes.
    await options.records.settled();
    await infrastructure.close();
  });
  return {
    seatGuest: async (gameId, guest) => {
      await runner.join(gameId, { userId: guest.userId, username: guest.username, guest: true, offline: true });
    },
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

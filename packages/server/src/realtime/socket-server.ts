import type { Command } from "@quizdeck/game/commands";
import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import {
  type ClientToServerEvents,
  type GameSnapshot,
  gameRef,
  gameSettingsSelected,
  type ServerToClientEvents,
  submitAnswer,
} from "@quizdeck/shared/socket-events";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { Server, type ServerOptions, type Socket } from "socket.io";
import { z } from "zod";
import { findSessionAccount, hashToken } from "../features/auth/repository";
import type { Deps } from "../http/deps";
import { SESSION_COOKIE } from "../http/session";
import { AbandonedGames, SWEEP_INTERVAL_MS } from "./abandoned-games";
import { GameCluster } from "./game-cluster";
import { GameHub } from "./game-hub";

interface SocketData {
  userId: string;
  username: string;
  /** The hash of the session the socket was opened with: its room, so a sign-out can close it. */
  sessionHash: string;
  /** The game this connection is in, once it joined one. */
  gameId?: string;
}

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type GameServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Ack = Parameters<ClientToServerEvents["join_lobby"]>[1];

/** The spec's host announces its state; here that is only a request for a legal transition. */
const currentStateRequest = gameRef.extend({ currentState: z.string().max(20).optional() });

const room = (gameId: string) => `game:${gameId}`;
const hostRoom = (gameId: string) => `game:${gameId}:host`;
const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
/** The reason a socket closed by `disconnectSockets` gets; the server closes sockets only when sessions end. */
const CLOSED_BY_SERVER = "server namespace disconnect";
const internalError = "Something went wrong on our side. Please try again.";

/**
 * Socket.IO on the app's HTTP server: authenticates by the session cookie and turns events into game
 * commands. With REDIS_URL, rooms span every node (Redis adapter) and games are shared through the cluster.
 */
export async function attachRealtime(app: FastifyInstance, { db, config, sessionEnds }: Deps): Promise<void> {
  const options: Partial<ServerOptions> = {
    perMessageDeflate: false,
    maxHttpBufferSize: 16 * 1024,
    cors: config.CORS_ORIGIN.length > 0 ? { origin: config.CORS_ORIGIN, credentials: true } : undefined,
  };
  // No connection-state recovery: a returning player resumes from the game's snapshot (connect_game). Recovery
  // would keep every personal packet for minutes and scan them all for each returning socket.
  const redis = config.REDIS_URL
    ? [0, 1, 2, 3].map(
        () => new Redis(config.REDIS_URL as string, { maxRetriesPerRequest: 3, enableAutoPipelining: true }),
      )
    : [];
  const io: GameServer = new Server(app.server, options);
  if (redis.length > 0) io.adapter(createAdapter(redis[0], redis[1], { key: `${config.REDIS_PREFIX}:socket.io` }));

  let hub: GameHub | undefined;
  const cluster =
    redis.length > 0
      ? new GameCluster(config.REDIS_PREFIX, redis[2] as Redis, redis[3] as Redis, app.log, (gameId) =>
          hub?.forget(gameId),
        )
      : undefined;
  hub = new GameHub(
    db,
    {
      send(gameId, emit) {
        const target =
          emit.to === "user" ? userRoom(emit.userId) : emit.to === "host" ? hostRoom(gameId) : room(gameId);
        // The engine builds each event with its own payload type; the union is checked there.
        (io.to(target).emit as (event: string, payload: unknown) => boolean)(emit.event, emit.payload);
      },
    },
    app.log,
    cluster,
  );
  const gameHub = hub;
  await cluster?.start((gameId, command) => gameHub.execute(gameId, command));
  const abandoned = new AbandonedGames(db, gameHub, app.log, cluster);
  const sweepAbandoned = () =>
    abandoned.sweep().catch((error) => app.log.error({ err: error }, "sweeping abandoned games failed"));
  // At start-up first: the games this node cannot resume end now.
  await sweepAbandoned();
  const sweeper = setInterval(sweepAbandoned, SWEEP_INTERVAL_MS);
  sweeper.unref();
  const connections = new ConnectionCounter();

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.handshake.headers.cookie ?? "")[SESSION_COOKIE];
      const account = token ? await findSessionAccount(db, token) : null;
      if (!account || !token) return next(new Error(messages.notSignedIn));
      socket.data = { ...account, sessionHash: hashToken(token) };
      next();
    } catch (error) {
      app.log.error({ err: error }, "socket authentication failed");
      next(new Error(internalError));
    }
  });

  // Through the Redis adapter this reaches the sockets on every node.
  sessionEnds.subscribe((ended) => {
    const target = "userId" in ended ? userRoom(ended.userId) : sessionRoom(ended.tokenHash);
    io.in(target).disconnectSockets(true);
  });

  io.on("connection", (socket: GameSocket) => {
    socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionHash)]);
    registerHandlers(socket, gameHub, connections, app.log);
    socket.on("disconnect", (reason) => {
      const current = socket.data.gameId;
      if (current && connections.closed(current, socket.data.userId)) {
        // A dropped connection keeps the player's place; a signed-out one is out of the game and its stats.
        const kind = reason === CLOSED_BY_SERVER ? "leave" : "disconnect";
        gameHub.execute(current, { kind, userId: socket.data.userId }).catch(() => undefined);
      }
    });
  });

  app.addHook("onClose", async () => {
    clearInterval(sweeper);
    gameHub.close();
    await io.close();
    await cluster?.close();
    for (const client of redis) client.disconnect();
  });
}

/** Open sockets per user and game on this node, so closing a second tab does not mark a player away. */
class ConnectionCounter {
  private readonly counts = new Map<string, number>();

  opened(gameId: string, userId: string): void {
    const id = `${gameId}:${userId}`;
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }

  /** True when that was the user's last socket in the game. */
  closed(gameId: string, userId: string): boolean {
    const id = `${gameId}:${userId}`;
    const left = (this.counts.get(id) ?? 1) - 1;
    if (left > 0) this.counts.set(id, left);
    else this.counts.delete(id);
    return left <= 0;
  }
}

function registerHandlers(socket: GameSocket, hub: GameHub, connections: ConnectionCounter, log: FastifyBaseLogger) {
  const { userId, username } = socket.data;

  /** Validates the payload, runs the action, and answers with an ack and, on refusal, an `error` event. */
  function on<Schema extends z.ZodType>(
    event: keyof ClientToServerEvents,
    schema: Schema,
    action: (input: z.output<Schema>) => unknown,
  ): void {
    socket.on(event, async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === "function" ? ack : undefined;
      try {
        const parsed = schema.safeParse(payload ?? {});
        if (!parsed.success) throw new GameRuleError(parsed.error.issues[0]?.message ?? "Invalid request");
        await action(parsed.data);
        reply?.({ ok: true });
      } catch (error) {
        const known = error instanceof GameRuleError;
        if (!known) log.error({ err: error, event }, "socket event failed");
        const message = known ? error.message : internalError;
        socket.emit("error", { message });
        reply?.({ ok: false, error: message });
      }
    });
  }

  const run = (gameId: string, command: Command) => hub.execute(gameId, command);

  /** Joins the game on this socket; with `withSnapshot`, also answers the user's snapshot. */
  async function enter(gameId: string, withSnapshot = false): Promise<GameSnapshot | undefined> {
    const previous = socket.data.gameId;
    if (previous === gameId) return withSnapshot ? hub.snapshot(gameId, userId) : undefined;
    const { isHost, snapshot } = await hub.join(gameId, { userId, username }, withSnapshot);
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
    const snapshot = await hub.snapshot(gameId, userId);
    if (!snapshot.isHost && !snapshot.you) throw new GameRuleError("Join the game first");
    return snapshot;
  }

  on("join_lobby", gameRef, ({ Game_id }) => enter(Game_id));
  on("connect_game", gameRef, async ({ Game_id }) => {
    const snapshot = await enter(Game_id, true);
    if (snapshot) socket.emit("player_confirm", snapshot);
  });
  on("confirm_connection", gameRef, async ({ Game_id }) => {
    socket.emit("player_confirm", await memberSnapshot(Game_id));
  });
  on("game_settings_selected", gameSettingsSelected, ({ Game_id, Game_Settings }) =>
    hub.chooseSettings(Game_id, userId, Game_Settings),
  );
  on("start_game", gameRef, ({ Game_id }) => run(Game_id, { kind: "start", userId, cards: [] }));
  on("send_next_card", gameRef, ({ Game_id }) => run(Game_id, { kind: "next", userId }));
  on("end_game", gameRef, ({ Game_id }) => run(Game_id, { kind: "end", userId }));
  on("submit_answer", submitAnswer, ({ Game_id, Answer_id }) =>
    run(Game_id, { kind: "answer", userId, shownIndex: Answer_id }),
  );
  on("send_current_state", currentStateRequest, ({ Game_id, currentState }) =>
    run(Game_id, { kind: "request_state", userId, wanted: currentState }),
  );
  on("leave_game", gameRef, async ({ Game_id }) => {
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
  on("init_game_call", gameRef, sendPlayers("init_game_part_1"));
  on("init_game_call_2", gameRef, sendPlayers("init_game_part_2"));
  on("get_game_settings", gameRef, async ({ Game_id }) => {
    socket.emit("game_settings", (await memberSnapshot(Game_id)).settings);
  });
  on("get_deck_title", gameRef, async ({ Game_id }) => {
    socket.emit("deck_title", { Title: (await memberSnapshot(Game_id)).settings.Deck_Title });
  });
  on("broadcast_score", gameRef.passthrough(), () => {
    throw new GameRuleError("Scores are computed by the server");
  });
}

import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import {
  type ClientToServerEvents,
  gameRef,
  gameSettingsSelected,
  type ServerToClientEvents,
  submitAnswer,
} from "@quizdeck/shared/socket-events";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import { z } from "zod";
import { findSessionUser } from "../features/auth/repository";
import type { Deps } from "../http/deps";
import { SESSION_COOKIE } from "../http/session";
import { GameHub } from "./game-hub";
import { findUsername } from "./repository";

interface SocketData {
  userId: string;
  username: string;
  /** The game this connection is in, once it joined one. */
  gameId?: string;
}

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Ack = Parameters<ClientToServerEvents["join_lobby"]>[1];

/** The spec's host announces its state; here that is only a request for a legal transition. */
const currentStateRequest = gameRef.extend({ currentState: z.string().max(20).optional() });

const room = (gameId: string) => `game:${gameId}`;
const hostRoom = (gameId: string) => `game:${gameId}:host`;
const userRoom = (userId: string) => `user:${userId}`;

/** Socket.IO on the app's HTTP server: authenticates by the session cookie and routes events to the hub. */
export function attachRealtime(app: FastifyInstance, { db, config }: Deps): GameHub {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    perMessageDeflate: false,
    maxHttpBufferSize: 16 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
    cors: config.CORS_ORIGIN.length > 0 ? { origin: config.CORS_ORIGIN, credentials: true } : undefined,
  });

  const hub = new GameHub(
    db,
    {
      send(gameId, emit) {
        const target =
          emit.to === "room" ? room(gameId) : emit.to === "host" ? hostRoom(gameId) : userRoom(emit.userId);
        // The union of event/payload pairs is checked where the engine builds it.
        (io.to(target).emit as (event: string, payload: unknown) => boolean)(emit.event, emit.payload);
      },
    },
    app.log,
  );

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.handshake.headers.cookie ?? "")[SESSION_COOKIE];
      const userId = token ? await findSessionUser(db, token) : null;
      const username = userId ? await findUsername(db, userId) : undefined;
      if (!userId || username === undefined) return next(new Error(messages.notSignedIn));
      socket.data = { userId, username };
      next();
    } catch (error) {
      app.log.error({ err: error }, "socket authentication failed");
      next(new Error("Something went wrong on our side. Please try again."));
    }
  });

  io.on("connection", (socket: GameSocket) => {
    socket.join(userRoom(socket.data.userId));
    if (socket.recovered && socket.data.gameId) {
      hub.join(socket.data.gameId, socket.data).catch(() => undefined);
    }
    registerHandlers(socket, hub, app.log);
    socket.on("disconnect", () => {
      if (socket.data.gameId) hub.connectionClosed(socket.data.gameId, socket.data.userId);
    });
  });

  app.addHook("onClose", async () => {
    hub.close();
    await io.close();
  });
  return hub;
}

function registerHandlers(socket: GameSocket, hub: GameHub, log: FastifyBaseLogger): void {
  const { userId } = socket.data;

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
        const message = known ? error.message : "Something went wrong on our side. Please try again.";
        socket.emit("error", { message });
        reply?.({ ok: false, error: message });
      }
    });
  }

  async function enter(gameId: string): Promise<void> {
    if (socket.data.gameId && socket.data.gameId !== gameId) {
      hub.connectionClosed(socket.data.gameId, userId);
      socket.leave(room(socket.data.gameId));
      socket.leave(hostRoom(socket.data.gameId));
    }
    const alreadyHere = socket.data.gameId === gameId;
    if (!alreadyHere) {
      await hub.join(gameId, socket.data);
      socket.data.gameId = gameId;
      socket.join(room(gameId));
      if (hub.snapshot(gameId, userId).isHost) socket.join(hostRoom(gameId));
    }
  }

  on("join_lobby", gameRef, ({ Game_id }) => enter(Game_id));

  on("connect_game", gameRef, async ({ Game_id }) => {
    await enter(Game_id);
    socket.emit("player_confirm", hub.snapshot(Game_id, userId));
  });

  on("confirm_connection", gameRef, ({ Game_id }) => {
    socket.emit("player_confirm", hub.snapshot(requireMember(Game_id), userId));
  });

  const requireMember = (gameId: string) => {
    if (!hub.isInGame(gameId, userId)) throw new GameRuleError("Join the game first");
    return gameId;
  };

  on("game_settings_selected", gameSettingsSelected, ({ Game_id, Game_Settings }) =>
    hub.chooseSettings(Game_id, userId, Game_Settings),
  );
  on("start_game", gameRef, ({ Game_id }) => hub.start(Game_id, userId));
  on("send_next_card", gameRef, ({ Game_id }) => hub.next(Game_id, userId));
  on("end_game", gameRef, ({ Game_id }) => hub.end(Game_id, userId));
  on("submit_answer", submitAnswer, ({ Game_id, Answer_id }) => hub.answer(Game_id, userId, Answer_id));
  on("leave_game", gameRef, ({ Game_id }) => {
    hub.leave(Game_id, userId);
    socket.data.gameId = undefined;
    socket.leave(room(Game_id));
  });

  const sendPlayers = (event: "init_game_part_1" | "init_game_part_2") => (input: { Game_id: string }) => {
    const snapshot = hub.snapshot(requireMember(input.Game_id), userId);
    socket.emit(event, { playerList: snapshot.players, playerCount: snapshot.playerCount });
  };
  on("init_game_call", gameRef, sendPlayers("init_game_part_1"));
  on("init_game_call_2", gameRef, sendPlayers("init_game_part_2"));
  on("get_game_settings", gameRef, ({ Game_id }) => {
    socket.emit("game_settings", hub.snapshot(requireMember(Game_id), userId).settings);
  });
  on("get_deck_title", gameRef, ({ Game_id }) => {
    socket.emit("deck_title", { Title: hub.snapshot(requireMember(Game_id), userId).settings.Deck_Title });
  });
  on("send_current_state", currentStateRequest, ({ Game_id, currentState }) =>
    hub.requestState(Game_id, userId, currentState),
  );
  on("broadcast_score", gameRef.passthrough(), () => {
    throw new GameRuleError("Scores are computed by the server");
  });
}

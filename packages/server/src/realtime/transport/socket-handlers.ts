import type { Command } from "@quizdeck/game/commands";
import { isMemberSnapshot } from "@quizdeck/game/engine";
import { GameRuleError } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { SocketAck, SocketRefusal } from "@quizdeck/shared/socket-ack";
import {
  type ClientEvent,
  type ClientToServerEvents,
  clientEvents,
  type ServerToClientEvents,
} from "@quizdeck/shared/socket-events";
import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io";
import type { z } from "zod";
import type { Outgoing } from "../core/game-outbox";
import type { GameRunner, Joiner } from "../core/game-runner";
import { type GameMetrics, secondsSince } from "../ports/game-metrics";
import type { LoadGauge } from "../ports/load-gauge";
import type { ConnectionCounter } from "./connection-counter";
import { EventBudget, OTHER_GAME_EVENTS, OWN_GAME_EVENTS } from "./event-budget";

/** Who a socket belongs to, from the session cookie of its handshake. */
export interface SocketAccount {
  userId: string;
  username: string;
  /** The session's hash: its room, so that a sign-out can close the socket. */
  sessionHash: string;
  /** Issue 12: a guest session's one game; the socket may act in no other. Absent for accounts. */
  guestGameId?: string;
}

export interface SocketData extends SocketAccount {
  /** The game this connection is in, once it joined one. */
  gameId?: string;
  /** What the connection may still send; made at its first event. */
  budget?: EventBudget;
  /** The connection's connect_game under way: a repeat of it waits for it instead of asking the game again. */
  reconnecting?: { gameId: string; entered: Promise<void> };
}

/**
 * A connection's data, with every field there from the start: all connections then share one hidden class, and
 * what reads it at each event stays fast (a data object per account shape, grown field by field, made the reads
 * megamorphic; docs/benchmarks.md, 2026-12-03).
 */
export const connectionData = (account: SocketAccount): SocketData => ({
  userId: account.userId,
  username: account.username,
  sessionHash: account.sessionHash,
  guestGameId: account.guestGameId,
  gameId: undefined,
  budget: undefined,
  reconnecting: undefined,
});

/** A sign-out or account deletion ended these sessions. */
export type EndedSessions = { tokenHash: string } | { userId: string };

/** What the nodes tell each other through the Redis adapter. */
export interface NodeEvents {
  /** One slice of a game's events from the node running it, for this node's sockets. */
  game_events: (gameId: string, emits: readonly Outgoing[]) => void;
  sessions_ended: (ended: EndedSessions, confirm: () => void) => void;
  listings_written: (confirm: () => void) => void;
}

export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;

export const room = (gameId: string) => `game:${gameId}`;
export const hostRoom = (gameId: string) => `game:${gameId}:host`;

interface HandlerContext {
  runner: GameRunner;
  connections: ConnectionCounter;
  log: FastifyBaseLogger;
  /** Issue 16: where the live side's figures go, when METRICS_TOKEN is set. */
  metrics?: GameMetrics;
  /** Issue 16: whether the node sheds new work; new joins are refused then, running games go on. */
  load?: LoadGauge;
}

/** The budget shared by every event for a game the socket is not in (a join, a retry, a made-up id). */
const OTHER_GAME = "other game";

/** Socket.IO calls a listener with the socket as `this`. */
type Listener = (this: GameSocket, payload: unknown, ack?: unknown) => void;
/** One socket's catch-all listener (`socket.onAny`): the event's name, then what the client sent with it. */
export type Dispatcher = (this: GameSocket, event: string, ...args: unknown[]) => void;
type Action<E extends ClientEvent> = (socket: GameSocket, input: z.output<(typeof clientEvents)[E]>) => unknown;

/**
 * One listener per client event, made once per server and shared by every socket: the socket is the listener's
 * `this` and everything about it is in `socket.data`. Closures made per connection cost about 4 KB of heap a
 * player (issue 15: ≤ 20 KB RSS a player), so none are made; and each socket gets the one dispatcher returned here
 * (`socket.onAny`) rather than a listener per event, which would fill a listener table per socket (issue 32).
 * An event the server does not know is ignored, as it was without a listener.
 */
export function createSocketDispatcher({ runner, connections, log, metrics, load }: HandlerContext): Dispatcher {
  const handlers = new Map<string, Listener>();

  /** Validates the payload, runs the action, and answers with an ack and, on refusal, an `error` event. */
  function on<E extends ClientEvent>(event: E, action: Action<E>): void {
    const schema: z.ZodType = clientEvents[event];
    handlers.set(event, async function listener(this: GameSocket, payload: unknown, ack?: unknown) {
      const start = performance.now();
      const answer = typeof ack === "function" ? (ack as (reply: SocketAck) => void) : undefined;
      const reply = (sent: SocketAck) => {
        answer?.(sent);
        metrics?.socketEvent(event, sent.ok, secondsSince(start));
      };
      // Logged with a failure, so the report of one game's trouble finds its lines.
      let gameId: unknown;
      try {
        const parsed = schema.safeParse(payload ?? {});
        if (!parsed.success)
          throw new GameRuleError("invalid_payload", parsed.error.issues[0]?.message ?? "Invalid request");
        gameId = (parsed.data as { Game_id?: unknown }).Game_id;
        withinBudget(this, gameId === this.data.gameId ? event : OTHER_GAME);
        // Under load, the games this socket is in and players coming back to a game running here go on; anything
        // else (a new join, a look at a game that is not here) waits.
        if (
          gameId !== this.data.gameId &&
          load?.overloaded() &&
          !(event === "connect_game" && runner.isLocal(String(gameId)))
        ) {
          metrics?.refused("join");
          throw new GameRuleError("server_busy", messages.serverBusy);
        }
        const { guestGameId } = this.data;
        if (guestGameId !== undefined && gameId !== guestGameId)
          throw new GameRuleError("not_in_game", messages.guestOtherGame);
        // Indexing the map with a generic event loses which schema it was; the data is that event's output.
        await action(this, parsed.data as z.output<(typeof clientEvents)[E]>);
        reply({ ok: true });
      } catch (error) {
        const known = error instanceof GameRuleError;
        if (!known) log.error({ err: error, event, gameId, userId: this.data.userId }, "socket event failed");
        const refusal: SocketRefusal = known
          ? { code: error.code, message: error.message }
          : { code: "internal", message: messages.internalError };
        this.emit("error", refusal);
        reply({ ok: false, error: refusal });
      }
    });
  }

  /** Refuses an event past the socket's budget, and closes a socket that keeps sending past it. */
  function withinBudget(socket: GameSocket, key: ClientEvent | typeof OTHER_GAME): void {
    socket.data.budget ??= new EventBudget();
    if (socket.data.budget.take(key, key === OTHER_GAME ? OTHER_GAME_EVENTS : OWN_GAME_EVENTS, Date.now())) return;
    if (socket.data.budget.exhausted) {
      log.warn(
        { userId: socket.data.userId, event: key },
        "socket disconnected: it kept sending past its event budget",
      );
      socket.disconnect(true);
    }
    throw new GameRuleError("rate_limited", messages.tooManyRequests);
  }

  const run = (gameId: string, command: Command) => runner.execute(gameId, command);

  /**
   * Joins the game on this socket; with `withSnapshot`, also sends the user's snapshot. The game puts the socket in
   * its rooms (Seating, in game-outbox.ts). A socket already in the game joins again too: the engine refuses a user
   * the host removed meanwhile.
   */
  async function enter(socket: GameSocket, gameId: string, withSnapshot = false): Promise<void> {
    const { userId, username, guestGameId, gameId: previous } = socket.data;
    const joiner: Joiner = { userId, username, withSnapshot, connectionId: socket.id };
    // Logged with each join: only a guest's join carries the flag.
    if (guestGameId !== undefined) joiner.guest = true;
    await runner.join(gameId, joiner);
    if (previous === gameId) return;
    if (previous) {
      socket.leave(room(previous));
      socket.leave(hostRoom(previous));
      if (connections.closed(previous, userId)) await run(previous, { kind: "disconnect", userId });
    }
    socket.data.gameId = gameId;
    connections.opened(gameId, userId);
  }

  /** Read-only events are for the game's members only. */
  async function memberSnapshot(socket: GameSocket, gameId: string) {
    const snapshot = await runner.snapshot(gameId, socket.data.userId);
    if (!isMemberSnapshot(snapshot)) throw new GameRuleError("not_in_game", "Join the game first");
    return snapshot;
  }

  // connect_game is a player coming back to a running game's screen (on a new connection after a drop).
  on("join_lobby", (socket, { Game_id }) => enter(socket, Game_id));
  // Older clients sent it again each second until answered: on a busy server every repeat was another command
  // for the game (issue 32). A repeat is answered with the first's outcome; the first's player_confirm serves both.
  on("connect_game", async (socket, { Game_id }) => {
    const underWay = socket.data.reconnecting;
    if (underWay?.gameId === Game_id) {
      await underWay.entered;
      return;
    }
    const reconnecting = { gameId: Game_id, entered: enter(socket, Game_id, true) };
    socket.data.reconnecting = reconnecting;
    try {
      await reconnecting.entered;
    } finally {
      if (socket.data.reconnecting === reconnecting) socket.data.reconnecting = undefined;
    }
  });
  on("confirm_connection", (socket, { Game_id }) => runner.sendSnapshot(Game_id, socket.data.userId, socket.id));
  on("game_settings_selected", (socket, { Game_id, Game_Settings }) =>
    runner.chooseSettings(Game_id, socket.data.userId, Game_Settings),
  );
  on("start_game", (socket, { Game_id }) => run(Game_id, { kind: "start", userId: socket.data.userId, cards: [] }));
  on("send_next_card", (socket, { Game_id }) => run(Game_id, { kind: "next", userId: socket.data.userId }));
  on("next_question", (socket, { Game_id }) => run(Game_id, { kind: "next_question", userId: socket.data.userId }));
  on("try_again", (socket, { Game_id }) => run(Game_id, { kind: "try_again", userId: socket.data.userId }));
  on("end_game", (socket, { Game_id }) => run(Game_id, { kind: "end", userId: socket.data.userId }));
  on("submit_answer", (socket, { Game_id, Answer_id, Answer_ids, Text }) => {
    // The schema lets exactly one of the three through; the engine refuses a form that is not the question's.
    const answer =
      Text !== undefined ? { text: Text } : Answer_ids ? { choices: Answer_ids } : { choice: Answer_id ?? -1 };
    return run(Game_id, { kind: "answer", userId: socket.data.userId, answer });
  });
  on("send_current_state", (socket, { Game_id, currentState }) =>
    run(Game_id, { kind: "request_state", userId: socket.data.userId, wanted: currentState }),
  );
  on("kick_player", (socket, { Game_id, User_id }) =>
    run(Game_id, { kind: "kick", userId: socket.data.userId, targetId: User_id }),
  );
  on("lock_game", (socket, { Game_id, locked }) => run(Game_id, { kind: "lock", userId: socket.data.userId, locked }));
  on("leave_game", async (socket, { Game_id }) => {
    const { userId } = socket.data;
    await run(Game_id, { kind: "leave", userId });
    if (socket.data.gameId === Game_id) {
      socket.data.gameId = undefined;
      socket.leave(room(Game_id));
      connections.closed(Game_id, userId);
    }
  });

  const sendPlayers =
    (event: "init_game_part_1" | "init_game_part_2") => async (socket: GameSocket, input: { Game_id: string }) => {
      const snapshot = await memberSnapshot(socket, input.Game_id);
      socket.emit(event, { playerList: snapshot.players, playerCount: snapshot.playerCount });
    };
  on("init_game_call", sendPlayers("init_game_part_1"));
  on("init_game_call_2", sendPlayers("init_game_part_2"));
  on("get_game_settings", async (socket, { Game_id }) => {
    socket.emit("game_settings", (await memberSnapshot(socket, Game_id)).settings);
  });
  on("get_deck_title", async (socket, { Game_id }) => {
    socket.emit("deck_title", { Title: (await memberSnapshot(socket, Game_id)).settings.Deck_Title });
  });
  on("broadcast_score", () => {
    throw new GameRuleError("forbidden", "Scores are computed by the server");
  });
  return function dispatch(this: GameSocket, event: string, ...args: unknown[]) {
    handlers.get(event)?.apply(this, args as [unknown, unknown]);
  };
}

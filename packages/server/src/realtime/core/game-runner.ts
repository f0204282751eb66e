import { randomUUID } from "node:crypto";
import { type Command, isReadOnly, type LogEntry, repeatedResult, replay, runCommand } from "@quizdeck/game/commands";
import {
  type Clock,
  createGame,
  drainAnswerCount,
  drainLobbyChanges,
  drainProgress,
  drainRoomLobby,
  nextWakeUp,
} from "@quizdeck/game/engine";
import { type Emit, GameRuleError, type GameState, type Outcome } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { GameSettingsInput, GameSnapshot } from "@quizdeck/shared/socket-events";
import type { LiveGameRecords } from "../ports/live-game-records";
import type { LogStore } from "../ports/log-store";
import { OwnerLost, type Placement, type RunResult } from "../ports/placement";
import type { RunnerClock, Scheduler } from "../ports/time";
import { AppliedCommands } from "./applied-commands";
import { GameOutbox, isSeating, type Outgoing, type Seating } from "./game-outbox";
import { GameRecordKeeper } from "./game-record-keeper";
import { RoomNewsPace } from "./room-news-pace";

/** How often batched lobby joins and answer counts go to the host: at most 4 times a second (docs/product.md §12). */
export const ANNOUNCE_INTERVAL_MS = 250;
/** Who joins a game, and how (the join command without its kind). */
export type Joiner = Omit<Extract<Command, { kind: "join" }>, "kind">;
/** How long an ended game stays in memory for late reconnects. */
export const ENDED_GAME_TTL_MS = 10 * 60 * 1000;
const CLAIM_ATTEMPTS = 3;
/** The longest a game's timer is set for (a timer holds at most about 24.8 days). */
export const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

export const gameNotFound = "This game does not exist or is no longer running";
/**
 * How long "no such game" is remembered, so that commands for made-up or ended game ids cost no database reads.
 * A game id is never reused, and a game that ended or never existed does not come back.
 */
export const MISSING_GAME_TTL_MS = 30_000;
/** At most this many remembered at once (the oldest forgotten first): a flood of made-up ids stays bounded. */
const MISSING_GAMES_KEPT = 10_000;

export interface Broadcaster {
  /**
   * Sends one game's events, in order, to whoever each is for. `usersElsewhere`: the users whose connections other
   * nodes may hold (null: not known, any user's may be anywhere).
   */
  send(gameId: string, emits: readonly Outgoing[], usersElsewhere: ReadonlySet<string> | null): void;
}

export interface RunnerLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface GameRunnerOptions {
  records: LiveGameRecords;
  placement: Placement;
  logStore: LogStore;
  broadcaster: Broadcaster;
  log: RunnerLog;
  /** The system's (adapters/system-time.ts) or a test's. */
  clock: RunnerClock;
  scheduler: Scheduler;
  /** The most players one game takes (issue 12; config GAME_PLAYER_CAP). */
  playerCap?: number;
  /** Told of each accepted answer (the metrics). */
  onAnswer?: () => void;
  /**
   * With several nodes: the events of a command that other players hear leave only once its log entry is stored,
   * so that no player on any node acts on a question that a node taking the game over (from the log) would not
   * know. One node need not wait: its players reconnect to it, and it rebuilds the game from the same log.
   */
  sendAfterLogged?: boolean;
}

interface LiveGame {
  state: GameState;
  outbox: GameOutbox;
  applied: AppliedCommands;
  /** When the players' lobby news may go out again. */
  roomNews: RoomNewsPace;
  /**
   * The users who sent this game a command through another node, which holds their connection: only their own
   * events need reach the other nodes. Null when the game came here with a history (from another node or a
   * restart): its players' connections may be on any node.
   */
  usersElsewhere: Set<string> | null;
  timer?: unknown;
  announcer?: unknown;
  /** Once the game ended: its record marked ended and its log dropped. */
  retired?: Promise<void>;
}

/**
 * Runs live games: keeps each game's state, feeds the engine the time and randomness, keeps its timers, batches
 * what the host and the room hear, and hands what the engine says to the broadcaster. All rules live in the
 * engine; where a game runs is the placement's business, its log the log store's, what the database learns the
 * record keeper's.
 */
export class GameRunner {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame>>();
  /** Game ids found missing, with when they were. */
  private readonly missing = new Map<string, number>();
  private readonly records: LiveGameRecords;
  private readonly keeper: GameRecordKeeper;
  private readonly placement: Placement;
  private readonly logStore: LogStore;
  private readonly broadcaster: Broadcaster;
  private readonly log: RunnerLog;
  private readonly clock: RunnerClock;
  private readonly scheduler: Scheduler;
  private readonly playerCap: number;
  private readonly onAnswer: () => void;
  private readonly sendAfterLogged: boolean;
  /** Closed for a drain: commands are refused, so that no game is opened here again. */
  private closed = false;

  constructor(options: GameRunnerOptions) {
    this.records = options.records;
    this.keeper = new GameRecordKeeper(options.records, options.log);
    this.placement = options.placement;
    this.logStore = options.logStore;
    this.broadcaster = options.broadcaster;
    this.log = options.log;
    this.clock = options.clock;
    this.scheduler = options.scheduler;
    this.playerCap = options.playerCap ?? Number.POSITIVE_INFINITY;
    this.onAnswer = options.onAnswer ?? (() => undefined);
    this.sendAfterLogged = options.sendAfterLogged ?? false;
  }

  /**
   * Runs a command wherever the game runs; resolves with a snapshot for `snapshot` commands. `commandId`: the id
   * another node forwarded the command with (a command that already ran under it is not run again).
   */
  async execute(gameId: string, command: Command, commandId?: string): Promise<RunResult> {
    if (this.closed) throw new GameRuleError("game_moving", messages.gameMoving);
    const local = this.games.get(gameId);
    if (local) {
      // After a stall past its lease another node may have taken the game over (it forgot it here then).
      const held = this.placement.stillHolds(gameId);
      if (held === true || (await held)) return this.runLocal(local, command, commandId);
    }
    if (this.knownMissing(gameId)) throw new GameRuleError("game_not_found", gameNotFound);
    const { placement } = this;
    let id = commandId;
    let ownerLost = false;
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const owner = await placement.ownerOf(gameId);
      if (owner === placement.nodeId) return this.runLocal(await this.open(gameId), command, id);
      if (owner) {
        id ??= randomUUID();
        try {
          return await placement.forward(owner, gameId, command, id);
        } catch (error) {
          // It may have run there: sent again under the same id wherever the game went, it runs at most once.
          if (!(error instanceof OwnerLost)) throw error;
          ownerLost = true;
          continue;
        }
      }
      if (await placement.claim(gameId)) return this.runLocal(await this.open(gameId), command, id);
    }
    if (ownerLost) throw new GameRuleError("game_moving", messages.gameMoving);
    throw new GameRuleError("server_busy", messages.gameServerBusy);
  }

  join(gameId: string, joiner: Joiner) {
    return this.execute(gameId, { kind: "join", ...joiner });
  }

  /**
   * A member's snapshot for their connection `connectionId`, sent to it in its place among the game's events
   * (confirm_connection): on another node its answer and the game's events travel different ways, and an answer
   * arriving after a newer event would draw an older screen.
   */
  async sendSnapshot(gameId: string, userId: string, connectionId: string): Promise<void> {
    await this.execute(gameId, { kind: "snapshot", userId, connectionId });
  }

  async snapshot(gameId: string, userId: string): Promise<GameSnapshot> {
    const { snapshot } = await this.execute(gameId, { kind: "snapshot", userId });
    if (!snapshot) throw new GameRuleError("game_not_found", gameNotFound);
    return snapshot;
  }

  chooseSettings(gameId: string, userId: string, input: GameSettingsInput) {
    const settings = {
      deckId: input.selectedDeck,
      deckTitle: null,
      timePerQuestion: input.timePerQuestion,
      shuffleDeck: input.shuffleDeck,
      pointsForWrong: input.pointsForWrong,
      allowLateJoins: input.allowLateJoins,
      allowGuests: input.allowGuests,
      revealOnAnswer: input.revealOnAnswer,
      pace: input.pace,
      deadline: input.deadline === null ? null : Date.parse(input.deadline),
      attempts: input.attempts,
    };
    return this.execute(gameId, { kind: "settings", userId, settings });
  }

  /** The games running on this node (lobby or playing) and their players. */
  liveCounts(): { games: number; players: number } {
    let games = 0;
    let players = 0;
    for (const live of this.games.values()) {
      if (live.state.phase === "ended") continue;
      games += 1;
      players += live.state.players.size;
    }
    return { games, players };
  }

  /** Whether this node runs the game now. */
  isLocal(gameId: string): boolean {
    return this.games.has(gameId) || this.loading.has(gameId);
  }

  /** The game loaded from its record and rebuilt from its log. */
  private async open(gameId: string): Promise<LiveGame> {
    const live = this.games.get(gameId);
    if (live) return live;
    let pending = this.loading.get(gameId);
    if (!pending) {
      pending = this.load(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, pending);
    }
    return pending;
  }

  private async load(gameId: string): Promise<LiveGame> {
    const record = await this.records.findGame(gameId);
    const history = await this.logStore.load(gameId);
    const resumable = record && (record.status === "lobby" || (record.status === "playing" && history.length > 0));
    if (!record || !resumable) {
      await this.placement.release(gameId);
      this.rememberMissing(gameId);
      throw new GameRuleError("game_not_found", gameNotFound);
    }
    const state = createGame({ gameId, joinCode: record.joinCode, hostId: record.hostId, now: this.clock.now() });
    replay(state, history);
    // After the replay: a join accepted under a higher cap stays accepted.
    state.playerCap = this.playerCap;
    const applied = new AppliedCommands(history, this.clock.now());
    const usersElsewhere = history.length === 0 ? new Set<string>() : null;
    const live: LiveGame = {
      state,
      outbox: this.outbox(gameId, usersElsewhere),
      applied,
      roomNews: new RoomNewsPace(ANNOUNCE_INTERVAL_MS),
      usersElsewhere,
    };
    this.games.set(gameId, live);
    live.announcer = this.scheduler.setInterval(() => this.announce(live), ANNOUNCE_INTERVAL_MS);
    this.schedule(live);
    this.log.info({ gameId, replayed: history.length }, "game opened");
    return live;
  }

  private knownMissing(gameId: string): boolean {
    const since = this.missing.get(gameId);
    if (since === undefined) return false;
    if (this.clock.now() - since < MISSING_GAME_TTL_MS) return true;
    this.missing.delete(gameId);
    return false;
  }

  private rememberMissing(gameId: string): void {
    if (this.missing.size >= MISSING_GAMES_KEPT) {
      const oldest = this.missing.keys().next();
      if (!oldest.done) this.missing.delete(oldest.value);
    }
    this.missing.set(gameId, this.clock.now());
  }

  private outbox(gameId: string, usersElsewhere: ReadonlySet<string> | null): GameOutbox {
    const send = (emits: readonly Outgoing[]) => {
      try {
        this.broadcaster.send(gameId, emits, usersElsewhere);
      } catch (error) {
        this.log.error(
          { err: error, gameId, events: emits.map((emit) => (isSeating(emit) ? "seating" : emit.event)) },
          "sending game events failed",
        );
      }
    };
    return new GameOutbox(send, (callback) => this.scheduler.defer(callback));
  }

  /**
   * Applies one command on this node: reads what it needs, logs it, sends what the engine says. A forwarded
   * command (`commandId`) that already ran here or on the node before answers as having run.
   */
  private async runLocal(live: LiveGame, command: Command, commandId?: string): Promise<RunResult> {
    const ranAlready = () => commandId !== undefined && live.applied.has(commandId);
    if (ranAlready()) return this.repeated(live, command);
    const prepared = await this.keeper.prepare(live.state, command);
    if (ranAlready()) return this.repeated(live, command);
    const { gameId } = live.state;
    // A forwarded command comes from a connection on another node: its user's events go there too from now on.
    if (commandId !== undefined && "userId" in prepared) live.usersElsewhere?.add(prepared.userId);
    // An ended game is retired once; what its players do afterwards (leave, come back) changes nothing to keep.
    const wasEnded = live.state.phase === "ended";
    const change = this.keeper.before(live.state, prepared);
    const randoms: number[] = [];
    const now = this.clock.now();
    const clock: Clock = {
      now,
      random: () => {
        const value = this.clock.random();
        randoms.push(value);
        return value;
      },
    };
    const result = runCommand(live.state, prepared, clock);
    let stored: Promise<void> | undefined;
    if (!isReadOnly(prepared) && !wasEnded) {
      const entry: LogEntry = { command: prepared, now, randoms };
      if (commandId !== undefined) entry.id = commandId;
      stored = this.logStore.append(gameId, entry);
      if (commandId !== undefined) live.applied.remember(commandId, now);
    }
    const logged =
      this.sendAfterLogged && stored ? { stored, userId: "userId" in prepared ? prepared.userId : null } : undefined;
    this.apply(live, result, wasEnded, logged);
    const answer = this.seat(live, prepared, result);
    if (prepared.kind === "answer") this.onAnswer();
    await this.keeper.applied(live.state, prepared, change);
    // A forwarded command is answered once its entry is stored: should this node die, the node that takes the
    // game over finds the command in the log and does not run it again.
    if (commandId !== undefined) await stored;
    return answer;
  }

  private repeated(live: LiveGame, command: Command): RunResult {
    return this.seat(live, command, repeatedResult(live.state, command, this.clock.now()));
  }

  /**
   * A join made on a connection puts it in the game's rooms right behind the join's own events, not once the
   * join's database write and its answer are back: what the game says meanwhile reaches it. Its snapshot goes
   * the same way, so that no event the snapshot already holds comes after it, and none it lacks is lost; so does
   * the snapshot a member's connection asks for (`sendSnapshot`).
   */
  private seat(live: LiveGame, command: Command, { snapshot, isHost }: RunResult): RunResult {
    if (command.kind === "snapshot" && command.connectionId !== undefined && snapshot) {
      const { connectionId } = command;
      live.outbox.push([{ to: "connection", connectionId, host: snapshot.isHost, rooms: false, snapshot }]);
      return {};
    }
    if (command.kind !== "join" || command.connectionId === undefined) return { snapshot, isHost };
    const seating: Seating = { to: "connection", connectionId: command.connectionId, host: isHost === true };
    if (snapshot) seating.snapshot = snapshot;
    live.outbox.push([seating]);
    return { isHost };
  }

  /**
   * `logged`: the command's log entry stored, and whose command it was. The events that other players hear wait
   * for it; the command's own replies at their head need not (an answer's reply: most of a question's events).
   * A reply lost with the node is made good by the command's retry under its id, or by the player's return.
   */
  private apply(
    live: LiveGame,
    outcome: Outcome,
    wasEnded: boolean,
    logged?: { stored: Promise<void>; userId: string | null },
  ): void {
    const { gameId } = live.state;
    if (logged) {
      const shared = outcome.emits.findIndex((emit) => emit.to !== "user" || emit.userId !== logged.userId);
      const replies = shared === -1 ? outcome.emits.length : shared;
      live.outbox.push(outcome.emits.slice(0, replies));
      live.outbox.push(outcome.emits.slice(replies), logged.stored);
    } else live.outbox.push(outcome.emits);
    if (outcome.results) this.keeper.results(gameId, outcome.results);
    if (live.state.phase !== "ended") this.schedule(live);
    else if (!wasEnded) this.retire(live);
  }

  private schedule(live: LiveGame): void {
    this.scheduler.clearTimeout(live.timer);
    const wakeUp = nextWakeUp(live.state);
    if (wakeUp === null) return;
    live.timer = this.scheduler.setTimeout(
      () => {
        this.tick(live).catch((error) =>
          this.log.error({ err: error, gameId: live.state.gameId }, "game timer failed"),
        );
      },
      // Homework's deadline may be weeks ahead, past what a timer holds: wake up on the way and schedule again.
      Math.min(MAX_TIMER_MS, Math.max(0, wakeUp - this.clock.now())),
    );
  }

  /** A timer fell due; a timer late from a stall runs only if the game is still this node's. */
  private async tick(live: LiveGame): Promise<void> {
    const held = this.placement.stillHolds(live.state.gameId);
    if (held !== true && !(await held)) return;
    await this.runLocal(live, { kind: "tick" });
  }

  private announce(live: LiveGame): void {
    const due: (Emit | null)[] = [
      drainLobbyChanges(live.state),
      drainAnswerCount(live.state),
      drainProgress(live.state, this.clock.now()),
    ];
    const players = live.state.players.size;
    const roomNews = live.roomNews.due(players) ? drainRoomLobby(live.state) : null;
    if (roomNews) {
      due.push(roomNews);
      live.roomNews.sent(players);
    }
    live.outbox.push(due.filter((emit): emit is Emit => emit !== null));
  }

  private retire(live: LiveGame): void {
    this.stop(live);
    const { gameId } = live.state;
    const ended = async () => {
      await this.keeper.ended(gameId);
      await this.logStore.drop(gameId);
    };
    live.retired = ended().catch((error) => this.log.error({ err: error, gameId }, "marking the game ended failed"));
    this.log.info({ gameId, players: live.state.players.size }, "game ended");
    this.scheduler.setTimeout(() => void this.forget(gameId), ENDED_GAME_TTL_MS);
  }

  /** Settles once a game that ended here has its record marked ended and its log dropped. */
  async retired(gameId: string): Promise<void> {
    await this.games.get(gameId)?.retired;
  }

  private stop(live: LiveGame): void {
    this.scheduler.clearTimeout(live.timer);
    this.scheduler.clearInterval(live.announcer);
  }

  /** Drops a game from this node (it ended long ago, or another node took it over). */
  async forget(gameId: string): Promise<void> {
    const live = this.games.get(gameId);
    if (live) this.stop(live);
    if (this.games.delete(gameId)) await this.placement.release(gameId).catch(() => undefined);
  }

  close(): void {
    this.closed = true;
    for (const live of this.games.values()) {
      this.stop(live);
      live.outbox.close();
    }
    this.games.clear();
  }
}

import { type Command, type CommandResult, isReadOnly, replay, runCommand } from "@quizdeck/game/commands";
import {
  type Clock,
  createGame,
  drainAnswerCount,
  drainLobbyChanges,
  drainRoomLobby,
  nextWakeUp,
} from "@quizdeck/game/engine";
import { type Emit, GameRuleError, type GameState, type Outcome } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { GameSettingsInput, GameSnapshot } from "@quizdeck/shared/socket-events";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { findGameById, markGamePlaying, setGameDeck, setGameStatus } from "../features/games/repository";
import type { GameCluster } from "./game-cluster";
import { GamePlayerRecorder } from "./game-player-recorder";
import { findDeckTitleForHost, findPlayableCards, recordResults } from "./repository";

/** How often batched lobby joins and answer counts go to the host: at most 4 times a second (DESIGN.md). */
export const ANNOUNCE_INTERVAL_MS = 250;
/** Lobby news goes to every player once a second at most: in a big game each announcement is N frames. */
const ROOM_ANNOUNCE_EVERY = 4;
/** How long an ended game stays in memory for late reconnects. */
const ENDED_GAME_TTL_MS = 10 * 60 * 1000;
const CLAIM_ATTEMPTS = 3;

export const gameNotFound = "This game does not exist or is no longer running";

/** What a command answers to the socket layer (also across nodes). */
export type RunResult = Pick<CommandResult, "snapshot" | "isHost">;

export interface Broadcaster {
  send(gameId: string, emit: Emit): void;
}

interface LiveGame {
  state: GameState;
  announcements: number;
  timer?: NodeJS.Timeout;
  announcer?: NodeJS.Timeout;
}

/**
 * Runs live games: keeps each game's state, feeds the engine the time and randomness, keeps its timers, and
 * hands what the engine says to the broadcaster. All rules live in the engine. With a cluster, only the
 * game's owner node runs it; the others forward commands there.
 */
export class GameHub {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame>>();
  private readonly players: GamePlayerRecorder;

  constructor(
    private readonly db: Db,
    private readonly broadcaster: Broadcaster,
    private readonly log: FastifyBaseLogger,
    private readonly cluster?: GameCluster,
  ) {
    this.players = new GamePlayerRecorder(db);
  }

  /** Whether this node runs the game now. */
  isLocal(gameId: string): boolean {
    return this.games.has(gameId) || this.loading.has(gameId);
  }

  /** Runs a command wherever the game lives; resolves with a snapshot for `snapshot` commands. */
  async execute(gameId: string, command: Command): Promise<RunResult> {
    const local = this.games.get(gameId);
    if (local || !this.cluster) return this.runLocal(local ?? (await this.open(gameId)), command);
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const owner = await this.cluster.ownerOf(gameId);
      if (owner === this.cluster.nodeId) return this.runLocal(await this.open(gameId), command);
      if (owner) return this.cluster.forward(owner, gameId, command);
      if (await this.cluster.claim(gameId)) return this.runLocal(await this.open(gameId), command);
    }
    throw new GameRuleError(messages.gameServerBusy);
  }

  join(gameId: string, user: { userId: string; username: string }, withSnapshot = false) {
    return this.execute(gameId, { kind: "join", ...user, withSnapshot });
  }

  async snapshot(gameId: string, userId: string): Promise<GameSnapshot> {
    const { snapshot } = await this.execute(gameId, { kind: "snapshot", userId });
    if (!snapshot) throw new GameRuleError(gameNotFound);
    return snapshot;
  }

  chooseSettings(gameId: string, userId: string, input: GameSettingsInput) {
    const settings = {
      deckId: input.selectedDeck,
      deckTitle: null,
      timePerQuestion: input.timePerQuestion,
      shuffleDeck: input.shuffleDeck,
      pointsForWrong: input.pointsForWrong,
    };
    return this.execute(gameId, { kind: "settings", userId, settings });
  }

  /** The game loaded from its database row and, in a cluster, rebuilt from its log. */
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
    const row = await findGameById(this.db, gameId);
    const history = this.cluster ? await this.cluster.loadLog(gameId) : [];
    const resumable = row && (row.status === "lobby" || (row.status === "playing" && history.length > 0));
    if (!row || !resumable) {
      if (this.cluster) await this.cluster.release(gameId);
      throw new GameRuleError(gameNotFound);
    }
    const state = createGame({ gameId, joinCode: row.joinCode, hostId: row.hostId, now: Date.now() });
    replay(state, history);
    const live: LiveGame = { state, announcements: 0 };
    this.games.set(gameId, live);
    live.announcer = setInterval(() => this.announce(live), ANNOUNCE_INTERVAL_MS);
    live.announcer.unref();
    this.schedule(live);
    this.log.info({ gameId, replayed: history.length }, "game opened");
    return live;
  }

  /** Applies one command on this node: reads what it needs, logs it, sends what the engine says. */
  private async runLocal(live: LiveGame, command: Command): Promise<RunResult> {
    const prepared = await this.prepare(live.state, command);
    const { gameId, hostId } = live.state;
    const newPlayer =
      prepared.kind === "join" && prepared.userId !== hostId && !live.state.players.has(prepared.userId);
    const randoms: number[] = [];
    const now = Date.now();
    const clock: Clock = {
      now,
      random: () => {
        const value = Math.random();
        randoms.push(value);
        return value;
      },
    };
    const result = runCommand(live.state, prepared, clock);
    if (this.cluster && !isReadOnly(prepared))
      this.cluster.appendLog(live.state.gameId, { command: prepared, now, randoms });
    this.apply(live, result);
    if (newPlayer) await this.players.add(gameId, prepared.userId);
    if (prepared.kind === "settings") await setGameDeck(this.db, gameId, live.state.settings.deckId);
    if (prepared.kind === "start") await markGamePlaying(this.db, gameId, live.state.settings.deckId);
    return { snapshot: result.snapshot, isHost: result.isHost };
  }

  /** The owner reads the database for the commands that need it, so forwarded commands stay small. */
  private async prepare(state: GameState, command: Command): Promise<Command> {
    if (command.kind === "settings" && command.userId === state.hostId && command.settings.deckId !== null) {
      const deckTitle = await findDeckTitleForHost(this.db, command.settings.deckId, command.userId);
      if (deckTitle === undefined) throw new GameRuleError("Choose one of your own or liked decks");
      return { ...command, settings: { ...command.settings, deckTitle } };
    }
    if (command.kind === "start" && command.userId === state.hostId && state.settings.deckId !== null) {
      return { ...command, cards: await findPlayableCards(this.db, state.settings.deckId) };
    }
    return command;
  }

  private apply(live: LiveGame, outcome: Outcome): void {
    const { gameId } = live.state;
    for (const emit of outcome.emits) this.broadcaster.send(gameId, emit);
    if (outcome.results) {
      const { deckTitle, players } = outcome.results;
      recordResults(this.db, deckTitle, players).catch((error) =>
        this.log.error({ err: error, gameId }, "recording game results failed"),
      );
    }
    if (live.state.phase === "ended") this.retire(live);
    else this.schedule(live);
  }

  private schedule(live: LiveGame): void {
    clearTimeout(live.timer);
    const wakeUp = nextWakeUp(live.state);
    if (wakeUp === null) return;
    live.timer = setTimeout(
      () => {
        this.runLocal(live, { kind: "tick" }).catch((error) =>
          this.log.error({ err: error, gameId: live.state.gameId }, "game timer failed"),
        );
      },
      Math.max(0, wakeUp - Date.now()),
    );
  }

  private announce(live: LiveGame): void {
    live.announcements += 1;
    const due = [drainLobbyChanges(live.state), drainAnswerCount(live.state)];
    if (live.announcements % ROOM_ANNOUNCE_EVERY === 0) due.push(drainRoomLobby(live.state));
    for (const emit of due) if (emit) this.broadcaster.send(live.state.gameId, emit);
  }

  private retire(live: LiveGame): void {
    this.stop(live);
    const { gameId } = live.state;
    setGameStatus(this.db, gameId, "ended").catch((error) =>
      this.log.error({ err: error, gameId }, "marking the game ended failed"),
    );
    this.log.info({ gameId, players: live.state.players.size }, "game ended");
    setTimeout(() => this.forget(gameId), ENDED_GAME_TTL_MS).unref();
  }

  private stop(live: LiveGame): void {
    clearTimeout(live.timer);
    clearInterval(live.announcer);
  }

  /** Drops a game from this node (it ended long ago, or another node took it over). */
  forget(gameId: string): void {
    const live = this.games.get(gameId);
    if (live) this.stop(live);
    this.games.delete(gameId);
  }

  close(): void {
    for (const live of this.games.values()) this.stop(live);
    this.games.clear();
  }
}

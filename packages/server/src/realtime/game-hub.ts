import {
  advanceClock,
  type Clock,
  chooseSettings,
  createGame,
  disconnectPlayer,
  drainAnswerCount,
  drainLobbyChanges,
  endGame,
  joinGame,
  leaveGame,
  nextStep,
  nextWakeUp,
  snapshotFor,
  startGame,
  submitAnswer,
} from "@quizdeck/game/engine";
import { type Emit, GameRuleError, type GameState, type Outcome } from "@quizdeck/game/game-state";
import type { GameSettingsInput, GameSnapshot } from "@quizdeck/shared/socket-events";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { findGameById, setGameStatus } from "../features/games/repository";
import { findDeckTitleForHost, findPlayableCards, recordResults } from "./repository";

/** How often batched lobby joins and answer counts go out: at most 4 times a second (DESIGN.md). */
export const ANNOUNCE_INTERVAL_MS = 250;
/** How long an ended game stays in memory for late reconnects. */
const ENDED_GAME_TTL_MS = 10 * 60 * 1000;

export interface Broadcaster {
  send(gameId: string, emit: Emit): void;
}

interface LiveGame {
  state: GameState;
  timer?: NodeJS.Timeout;
  announcer?: NodeJS.Timeout;
  /** Open connections per user, so a second tab closing does not mark the player gone. */
  connections: Map<string, number>;
}

export const gameNotFound = "This game does not exist or is no longer running";

/**
 * Runs live games on this node: keeps each game's state, feeds the engine the time and randomness, keeps its
 * timers, and hands what the engine says to the broadcaster. All rules live in the engine.
 */
export class GameHub {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame>>();

  constructor(
    private readonly db: Db,
    private readonly broadcaster: Broadcaster,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Clock = () => ({ now: Date.now(), random: Math.random }),
  ) {}

  /** The live game, loaded from its database row on first use. Ended or unknown games are refused. */
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
    const row = await findGameById(this.db, Number(gameId));
    if (row?.status !== "lobby") throw new GameRuleError(gameNotFound);
    const live: LiveGame = {
      state: createGame({ gameId, joinCode: row.joinCode, hostId: row.hostId }),
      connections: new Map(),
    };
    this.games.set(gameId, live);
    live.announcer = setInterval(() => this.announce(live), ANNOUNCE_INTERVAL_MS);
    live.announcer.unref();
    this.log.info({ gameId }, "game opened");
    return live;
  }

  private existing(gameId: string): LiveGame {
    const live = this.games.get(gameId);
    if (!live) throw new GameRuleError(gameNotFound);
    return live;
  }

  async join(gameId: string, user: { userId: string; username: string }): Promise<void> {
    const live = await this.open(gameId);
    this.apply(live, joinGame(live.state, user));
    live.connections.set(user.userId, (live.connections.get(user.userId) ?? 0) + 1);
  }

  /** A socket of this user closed; when it was their last, the player counts as away. */
  connectionClosed(gameId: string, userId: string): void {
    const live = this.games.get(gameId);
    if (!live) return;
    const left = (live.connections.get(userId) ?? 1) - 1;
    if (left > 0) {
      live.connections.set(userId, left);
      return;
    }
    live.connections.delete(userId);
    this.apply(live, disconnectPlayer(live.state, userId, this.clock()));
  }

  snapshot(gameId: string, userId: string): GameSnapshot {
    return snapshotFor(this.existing(gameId).state, userId, Date.now());
  }

  isInGame(gameId: string, userId: string): boolean {
    const state = this.games.get(gameId)?.state;
    return !!state && (state.hostId === userId || state.players.has(userId));
  }

  async chooseSettings(gameId: string, userId: string, input: GameSettingsInput): Promise<void> {
    const live = this.existing(gameId);
    if (live.state.hostId !== userId) throw new GameRuleError("Only the host can do that");
    const deckTitle = await findDeckTitleForHost(this.db, input.selectedDeck, userId);
    if (deckTitle === undefined) throw new GameRuleError("Choose one of your own or liked decks");
    this.apply(
      live,
      chooseSettings(live.state, userId, {
        deckId: input.selectedDeck,
        deckTitle,
        timePerQuestion: input.timePerQuestion,
        shuffleDeck: input.shuffleDeck,
        pointsForWrong: input.pointsForWrong,
      }),
    );
  }

  async start(gameId: string, userId: string): Promise<void> {
    const live = this.existing(gameId);
    const deckId = live.state.settings.deckId;
    const cards = deckId === null || live.state.hostId !== userId ? [] : await findPlayableCards(this.db, deckId);
    this.apply(live, startGame(live.state, userId, cards, this.clock()));
    await setGameStatus(this.db, Number(gameId), "playing");
  }

  next(gameId: string, userId: string): void {
    const live = this.existing(gameId);
    this.apply(live, nextStep(live.state, userId, this.clock()));
  }

  /** SPEC.md §4: the host's "leaderboard" closes an open question; "postgame" ends the game. */
  requestState(gameId: string, userId: string, wanted: string | undefined): void {
    const { phase } = this.existing(gameId).state;
    if (wanted === "leaderboard" && phase === "question") this.next(gameId, userId);
    else if (wanted === "postgame" && phase !== "ended") this.end(gameId, userId);
  }

  answer(gameId: string, userId: string, shownIndex: number): void {
    const live = this.existing(gameId);
    this.apply(live, submitAnswer(live.state, userId, shownIndex, this.clock()));
  }

  end(gameId: string, userId: string): void {
    const live = this.existing(gameId);
    this.apply(live, endGame(live.state, userId));
  }

  leave(gameId: string, userId: string): void {
    const live = this.existing(gameId);
    live.connections.delete(userId);
    this.apply(live, leaveGame(live.state, userId, this.clock()));
  }

  /** Sends what the engine said, records results, and sets the next timer. */
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
      () => this.apply(live, advanceClock(live.state, this.clock())),
      Math.max(0, wakeUp - Date.now()),
    );
  }

  private announce(live: LiveGame): void {
    const lobby = drainLobbyChanges(live.state);
    if (lobby) this.broadcaster.send(live.state.gameId, lobby);
    const count = drainAnswerCount(live.state);
    if (count) this.broadcaster.send(live.state.gameId, count);
  }

  private retire(live: LiveGame): void {
    clearTimeout(live.timer);
    clearInterval(live.announcer);
    const { gameId } = live.state;
    setGameStatus(this.db, Number(gameId), "ended").catch((error) =>
      this.log.error({ err: error, gameId }, "marking the game ended failed"),
    );
    this.log.info({ gameId, players: live.state.players.size }, "game ended");
    setTimeout(() => this.games.delete(gameId), ENDED_GAME_TTL_MS).unref();
  }

  close(): void {
    for (const live of this.games.values()) {
      clearTimeout(live.timer);
      clearInterval(live.announcer);
    }
    this.games.clear();
  }
}

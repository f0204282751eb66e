import type { Command, LogEntry } from "@quizdeck/game/commands";
import type { PlayableCard, PlayerResult } from "@quizdeck/game/game-state";
import type { GameSettingsInput } from "@quizdeck/shared/socket-events";
import type { GameRecord, GameStatus, LiveGameRecords } from "../src/realtime/ports/live-game-records";
import type { LogStore } from "../src/realtime/ports/log-store";
import type { CommandHandler, Placement, RunResult } from "../src/realtime/ports/placement";
import type { RunnerClock, Scheduler } from "../src/realtime/ports/time";

/**
 * Test support for the game runner's unit tests: time moved by hand, and in-memory stand-ins for its ports
 * (the real ones are tested by the contract suites against PGlite, PostgreSQL and Redis).
 */
export class FakeTime implements RunnerClock, Scheduler {
  private time = 1_000_000;
  private nextId = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void; every?: number }>();

  now(): number {
    return this.time;
  }

  random(): number {
    return 0;
  }

  setTimeout(callback: () => void, ms: number): number {
    this.nextId += 1;
    this.timers.set(this.nextId, { at: this.time + ms, callback });
    return this.nextId;
  }

  setInterval(callback: () => void, ms: number): number {
    this.nextId += 1;
    this.timers.set(this.nextId, { at: this.time + ms, callback, every: ms });
    return this.nextId;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** A deferred callback runs when time next moves, even by 0 ms. */
  defer(callback: () => void): void {
    this.setTimeout(callback, 0);
  }

  /** Moves time on, running every timer that falls due in order, and letting their promises settle. */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at);
      const first = due[0];
      if (!first) break;
      const [id, timer] = first;
      this.time = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.timers.delete(id);
      timer.callback();
      await settle();
    }
    this.time = until;
    await settle();
  }
}

/** The host's settings for a teacher-paced game of the deck, 20 s a question, unless `settings` say otherwise. */
export const settingsInput = (settings: Partial<GameSettingsInput> = {}): GameSettingsInput => ({
  selectedDeck: 1,
  timePerQuestion: 20,
  shuffleDeck: false,
  pointsForWrong: true,
  allowLateJoins: true,
  allowGuests: true,
  revealOnAnswer: false,
  pace: "teacher",
  deadline: null,
  attempts: 1,
  ...settings,
});

export const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

export class MemoryRecords implements LiveGameRecords {
  readonly games = new Map<string, GameRecord>();
  readonly results: PlayerResult[][] = [];
  /** Every `gameEnded` call, in order. */
  readonly endings: string[] = [];
  cards: PlayableCard[] = [];

  async findGame(gameId: string) {
    return this.games.get(gameId);
  }
  async openGameHostedBy(hostId: string) {
    return [...this.games.entries()].find(([, game]) => game.hostId === hostId && game.status !== "ended")?.[0];
  }
  async deckTitleForHost() {
    return "Rivers";
  }
  async playableCards() {
    return this.cards;
  }
  async playerJoined() {}
  async guestKicked() {}
  async settingsChosen() {}
  async gameStarted(gameId: string) {
    this.setStatus(gameId, "playing");
  }
  async recordResults(_gameId: string, _deckTitle: string | null, players: PlayerResult[]) {
    this.results.push(players);
  }
  async settled() {}
  async gameEnded(gameId: string) {
    this.endings.push(gameId);
    const ended = this.games.get(gameId)?.status !== "ended";
    this.setStatus(gameId, "ended");
    return ended;
  }
  async openGames() {
    return [...this.games.entries()]
      .filter(([, game]) => game.status !== "ended")
      .map(([id, game]) => ({ id, status: game.status }));
  }
  private setStatus(gameId: string, status: GameStatus) {
    const game = this.games.get(gameId);
    if (game) this.games.set(gameId, { ...game, status });
  }
}

export class MemoryLogStore implements LogStore {
  readonly logs = new Map<string, LogEntry[]>();
  async append(gameId: string, entry: LogEntry) {
    this.logs.set(gameId, [...(this.logs.get(gameId) ?? []), structuredClone(entry)]);
  }
  async load(gameId: string) {
    return structuredClone(this.logs.get(gameId) ?? []);
  }
  async drop(gameId: string) {
    this.logs.delete(gameId);
  }
  async flush() {}
  async close() {}
}

/** Leases shared by several runners in one process, as Redis shares them between nodes. */
export class SharedLeases {
  readonly owners = new Map<string, string>();
  readonly nodes = new Map<string, CommandHandler>();

  placementFor(nodeId: string): Placement {
    const leases = this;
    return {
      nodeId,
      async ownerOf(gameId) {
        return leases.owners.get(gameId) ?? null;
      },
      async claim(gameId) {
        if (leases.owners.has(gameId)) return leases.owners.get(gameId) === nodeId;
        leases.owners.set(gameId, nodeId);
        return true;
      },
      stillHolds(gameId) {
        return leases.owners.get(gameId) === nodeId || Promise.resolve(false);
      },
      async release(gameId) {
        if (leases.owners.get(gameId) === nodeId) leases.owners.delete(gameId);
      },
      forward(owner: string, gameId: string, command: Command, commandId: string): Promise<RunResult> {
        const handle = leases.nodes.get(owner);
        return handle ? handle(gameId, command, commandId) : Promise.reject(new Error(`no node ${owner}`));
      },
      async start(handle) {
        leases.nodes.set(nodeId, handle);
      },
      async close() {
        leases.nodes.delete(nodeId);
        for (const [gameId, owner] of leases.owners) if (owner === nodeId) leases.owners.delete(gameId);
      },
    };
  }
}

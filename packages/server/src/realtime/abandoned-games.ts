import { LOBBY_WITHOUT_HOST_MS } from "@quizdeck/game/engine";
import { GameRuleError } from "@quizdeck/game/game-state";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { listOpenGames, setGameStatus } from "../features/games/repository";
import type { GameCluster } from "./game-cluster";
import { type GameHub, gameNotFound } from "./game-hub";

/** How many open games one sweep looks at; the rest wait for the next sweep. */
const SWEEP_BATCH = 1000;
export const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Ends the open games that no node runs, so none stays open (hiding its deck from its players) for ever. A game
 * some node runs is that node's engine's business (it ends games whose host left). Of the others:
 * - a started game is resumed from its log when there is one (a cluster), or ended: nothing can resume it;
 * - a lobby may still be opened by its host, so it ends only 30 minutes after it was first found alone.
 */
export class AbandonedGames {
  private readonly aloneSince = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly hub: GameHub,
    private readonly log: FastifyBaseLogger,
    private readonly cluster?: GameCluster,
  ) {}

  async sweep(now = Date.now()): Promise<void> {
    const open = await listOpenGames(this.db, SWEEP_BATCH);
    const seen = new Set<string>();
    for (const game of open) {
      seen.add(game.id);
      if (await this.isRunning(game.id)) {
        this.aloneSince.delete(game.id);
      } else if (game.status === "playing") {
        await this.resumeOrEnd(game.id);
      } else {
        const since = this.aloneSince.get(game.id) ?? now;
        this.aloneSince.set(game.id, since);
        if (now - since >= LOBBY_WITHOUT_HOST_MS) await this.end(game.id);
      }
    }
    for (const id of this.aloneSince.keys()) if (!seen.has(id)) this.aloneSince.delete(id);
  }

  private async isRunning(gameId: string): Promise<boolean> {
    if (this.hub.isLocal(gameId)) return true;
    return this.cluster ? (await this.cluster.ownerOf(gameId)) !== null : false;
  }

  /** In a cluster the log rebuilds it here (its engine then ends it if its host is gone); otherwise it ends. */
  private async resumeOrEnd(gameId: string): Promise<void> {
    if (!this.cluster) return this.end(gameId);
    try {
      await this.hub.execute(gameId, { kind: "tick" });
    } catch (error) {
      // Only a game that cannot be rebuilt ends; a busy cluster is tried again at the next sweep.
      if (!(error instanceof GameRuleError && error.message === gameNotFound)) throw error;
      await this.end(gameId);
    }
  }

  private async end(gameId: string): Promise<void> {
    this.aloneSince.delete(gameId);
    if (await setGameStatus(this.db, gameId, "ended")) this.log.info({ gameId }, "ended a game nobody runs");
  }
}

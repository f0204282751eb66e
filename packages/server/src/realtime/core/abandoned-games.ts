import { LOBBY_WITHOUT_HOST_MS } from "@quizdeck/game/engine";
import { GameRuleError } from "@quizdeck/game/game-state";
import type { LiveGameRecords } from "../ports/live-game-records";
import type { Placement } from "../ports/placement";
import { type GameRunner, gameNotFound, type RunnerLog } from "./game-runner";

/** How many open games one sweep looks at; the rest wait for the next sweep. */
const SWEEP_BATCH = 1000;
export const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Ends the open games that no node runs, so none stays open (hiding its deck from its players) for ever. A game
 * some node runs is that node's engine's business (it ends games whose host left). Of the others:
 * - a started game is rebuilt from its log (a restarted node, or a node that died in a cluster), or ended when
 *   there is no log to rebuild it from;
 * - a lobby may still be opened by its host, so it ends only 30 minutes after it was first found alone.
 */
export class AbandonedGames {
  private readonly aloneSince = new Map<string, number>();

  constructor(
    private readonly records: LiveGameRecords,
    private readonly runner: GameRunner,
    private readonly placement: Placement,
    private readonly log: RunnerLog,
  ) {}

  async sweep(now = Date.now()): Promise<void> {
    const open = await this.records.openGames(SWEEP_BATCH);
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
    return this.runner.isLocal(gameId) || (await this.placement.ownerOf(gameId)) !== null;
  }

  /** The log rebuilds it here (its engine then ends it if its host is gone); without a log it ends. */
  private async resumeOrEnd(gameId: string): Promise<void> {
    try {
      await this.runner.execute(gameId, { kind: "tick" });
    } catch (error) {
      // Only a game that cannot be rebuilt ends; a busy cluster is tried again at the next sweep.
      if (!(error instanceof GameRuleError && error.message === gameNotFound)) throw error;
      await this.end(gameId);
    }
  }

  private async end(gameId: string): Promise<void> {
    this.aloneSince.delete(gameId);
    if (await this.records.gameEnded(gameId)) this.log.info({ gameId }, "ended a game nobody runs");
  }
}

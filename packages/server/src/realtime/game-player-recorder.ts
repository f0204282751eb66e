import type { Db } from "../db/connect";
import { addGamePlayers } from "../features/games/repository";

/**
 * Records who joined which game, so the deck's answers are hidden from them over REST. A class joining at once
 * is written as one insert per turn of the event loop, not one per player; each join waits for its write.
 */
export class GamePlayerRecorder {
  private pending: { gameId: string; userId: string }[] = [];
  private flush: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  add(gameId: string, userId: string): Promise<void> {
    this.pending.push({ gameId, userId });
    this.flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const batch = this.pending;
      this.pending = [];
      this.flush = undefined;
      return addGamePlayers(this.db, batch);
    });
    return this.flush;
  }
}

import type { LogEntry } from "@quizdeck/game/commands";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect";
import type { LogStore } from "../../realtime/log-store";
import { appendGameLog, deleteGameLog, loadGameLog } from "./repository";

/** How long appends wait to be written together: an answer never waits for the database. */
export const LOG_FLUSH_MS = 50;

/**
 * The live game's log in the database, for one node without Redis: a restarted node rebuilds its open games
 * from it. Appends are queued and written in one insert every 50 ms; positions keep each game's order.
 */
export class DatabaseLogStore implements LogStore {
  private queue: { gameId: string; position: number; entry: LogEntry }[] = [];
  private readonly nextPosition = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  append(gameId: string, entry: LogEntry): void {
    const position = this.nextPosition.get(gameId) ?? 0;
    this.nextPosition.set(gameId, position + 1);
    this.queue.push({ gameId, position, entry });
    this.timer ??= setTimeout(() => void this.flush(), LOG_FLUSH_MS);
  }

  async load(gameId: string): Promise<LogEntry[]> {
    await this.flush();
    const entries = await loadGameLog(this.db, gameId);
    this.nextPosition.set(gameId, entries.length);
    return entries;
  }

  async drop(gameId: string): Promise<void> {
    await this.flush();
    this.nextPosition.delete(gameId);
    await deleteGameLog(this.db, gameId);
  }

  /** Writes the queue; writes run one after another, so a game's entries land in order. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() =>
      appendGameLog(this.db, batch).catch((error) =>
        this.log.error({ err: error, entries: batch.length }, "writing the game log failed"),
      ),
    );
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}

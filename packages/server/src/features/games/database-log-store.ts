import type { LogEntry } from "@quizdeck/game/commands";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect";
import { secondsSince } from "../../realtime/ports/game-metrics";
import { LogQueue, type LogStore } from "../../realtime/ports/log-store";
import { appendGameLog, deleteGameLog, loadGameLog } from "./repository";

/** How long appends wait to be written together: an answer never waits for the database. */
export const LOG_FLUSH_MS = 50;

/**
 * The live game's log in the database, for one node without Redis: a restarted node rebuilds its open games
 * from it. Appends are queued; every 50 ms each game's queued entries become one row (a JSON array), all in one
 * insert. PGlite runs on the server's own thread, so a row per answer would slow the answers down.
 */
export class DatabaseLogStore implements LogStore {
  private readonly queue = new LogQueue<LogEntry>();
  private readonly nextBatch = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Told how long each write took (the metrics). */
    private readonly onWrite: (seconds: number) => void = () => undefined,
  ) {}

  append(gameId: string, entry: LogEntry): Promise<void> {
    const stored = this.queue.add(gameId, entry);
    this.timer ??= setTimeout(() => void this.flush(), LOG_FLUSH_MS);
    return stored;
  }

  async load(gameId: string): Promise<LogEntry[]> {
    await this.flush();
    const { entries, batches } = await loadGameLog(this.db, gameId);
    this.nextBatch.set(gameId, batches);
    return entries;
  }

  async drop(gameId: string): Promise<void> {
    // Not written first: the game's rows may be gone already (its host deleted their account, which ended it).
    this.queue.discard(gameId);
    await this.flush();
    this.nextBatch.delete(gameId);
    await deleteGameLog(this.db, gameId);
  }

  /** Writes the queue; writes run one after another, so a game's batches land in order. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { entries: queued, stored } = this.queue.take();
    const rows = [...queued].map(([gameId, entries]) => {
      const batch = this.nextBatch.get(gameId) ?? 0;
      this.nextBatch.set(gameId, batch + 1);
      return { gameId, batch, entries: JSON.stringify(entries) };
    });
    this.writing = this.writing.then(async () => {
      const start = performance.now();
      try {
        if (rows.length === 0) return;
        await appendGameLog(this.db, rows);
        this.onWrite(secondsSince(start));
      } catch (error) {
        this.log.error({ err: error, games: rows.length }, "writing the game log failed");
      } finally {
        stored();
      }
    });
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}

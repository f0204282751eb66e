import type { LogEntry } from "@quizdeck/game/commands";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { secondsSince } from "../ports/game-metrics";
import { LogQueue, type LogStore } from "../ports/log-store";

const LOG_TTL_SECONDS = 24 * 60 * 60;

/**
 * Each game's log as a Redis list. The appends of one turn of the loop are written together at the next: one
 * transaction, one RPUSH per game (issue 32: a transaction per answer was a sixth of the owner's loop in a
 * 10,000-player game on two nodes). Writes go out in order on one connection, so a game's entries land in order.
 */
export class RedisLogStore implements LogStore {
  private readonly queue = new LogQueue<string>();
  private turn: NodeJS.Immediate | undefined;
  private readonly writes = new Set<Promise<unknown>>();

  constructor(
    private readonly prefix: string,
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    /** Told how long each write took (the metrics). */
    private readonly onWrite: (seconds: number) => void = () => undefined,
  ) {}

  private key(gameId: string): string {
    return `${this.prefix}:game:${gameId}:log`;
  }

  append(gameId: string, entry: LogEntry): Promise<void> {
    const stored = this.queue.add(gameId, JSON.stringify(entry));
    this.turn ??= setImmediate(() => this.write());
    return stored;
  }

  async load(gameId: string): Promise<LogEntry[]> {
    await this.flush();
    const entries = await this.redis.lrange(this.key(gameId), 0, -1);
    return entries.map((entry) => JSON.parse(entry) as LogEntry);
  }

  async drop(gameId: string): Promise<void> {
    await this.flush();
    await this.redis.del(this.key(gameId));
  }

  async flush(): Promise<void> {
    this.write();
    await Promise.all(this.writes);
  }

  close(): Promise<void> {
    return this.flush();
  }

  private write(): void {
    clearImmediate(this.turn);
    this.turn = undefined;
    if (this.queue.empty) return;
    const { entries: queued, stored } = this.queue.take();
    const start = performance.now();
    const transaction = this.redis.multi();
    for (const [gameId, entries] of queued) {
      transaction.rpush(this.key(gameId), ...entries).expire(this.key(gameId), LOG_TTL_SECONDS);
    }
    const write = transaction
      .exec()
      .then(() => this.onWrite(secondsSince(start)))
      .catch((error) => this.log.error({ err: error, games: [...queued.keys()] }, "appending to the game log failed"))
      .finally(() => {
        this.writes.delete(write);
        stored();
      });
    this.writes.add(write);
  }
}

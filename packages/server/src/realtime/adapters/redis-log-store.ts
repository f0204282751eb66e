import type { LogEntry } from "@quizdeck/game/commands";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { secondsSince } from "../ports/game-metrics";
import type { LogStore } from "../ports/log-store";

const LOG_TTL_SECONDS = 24 * 60 * 60;

/** Each game's log as a Redis list; auto-pipelining sends the appends of one moment together. */
export class RedisLogStore implements LogStore {
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

  append(gameId: string, entry: LogEntry): void {
    const start = performance.now();
    const write = this.redis
      .multi()
      .rpush(this.key(gameId), JSON.stringify(entry))
      .expire(this.key(gameId), LOG_TTL_SECONDS)
      .exec()
      .then(() => this.onWrite(secondsSince(start)))
      .catch((error) => this.log.error({ err: error, gameId }, "appending to the game log failed"))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  async load(gameId: string): Promise<LogEntry[]> {
    const entries = await this.redis.lrange(this.key(gameId), 0, -1);
    return entries.map((entry) => JSON.parse(entry) as LogEntry);
  }

  async drop(gameId: string): Promise<void> {
    await this.redis.del(this.key(gameId));
  }

  async flush(): Promise<void> {
    await Promise.all(this.writes);
  }

  close(): Promise<void> {
    return this.flush();
  }
}

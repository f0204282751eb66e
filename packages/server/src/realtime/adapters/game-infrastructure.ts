import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { GameInfrastructure } from "../ports/game-infrastructure";
import type { GameMetrics } from "../ports/game-metrics";
import type { LogStore } from "../ports/log-store";
import { LocalPlacement } from "./local-placement";
import { RedisLogStore } from "./redis-log-store";
import { RedisPlacement } from "./redis-placement";

/**
 * `disableClientInfo`: ioredis 5.8.2+ sends CLIENT SETINFO while connecting, and a SUBSCRIBE issued meanwhile (the
 * subscribers here subscribe at once) can reach Redis before its ready check's INFO, which Redis then refuses in
 * subscriber mode ("Connection in subscriber mode…", ioredis issue #2037; seen once in CI as a forward that never
 * arrived). Without the client info there is nothing to race.
 */
export const REDIS_OPTIONS = { maxRetriesPerRequest: 3, enableAutoPipelining: true, disableClientInfo: true } as const;

export interface NodeInfrastructure extends GameInfrastructure {
  /** With several nodes: the Socket.IO adapter over Redis that makes rooms span every node. */
  roomAdapter?: ReturnType<typeof createAdapter>;
}

/**
 * One node: every game runs here and its log is in the database (`localLog`). With `REDIS_URL`: games are
 * placed across nodes by leases in Redis, their logs are in Redis, and rooms span the nodes.
 */
export function createGameInfrastructure(
  settings: { redisUrl?: string; redisPrefix: string; metrics?: GameMetrics },
  localLog: LogStore,
  log: FastifyBaseLogger,
): NodeInfrastructure {
  const { redisUrl, redisPrefix } = settings;
  if (!redisUrl) {
    const placement = new LocalPlacement();
    return {
      placement,
      logStore: localLog,
      async handOver() {
        await localLog.flush();
        await placement.close();
      },
      async close() {
        await placement.close();
        await localLog.close();
      },
    };
  }
  const [subscriber, commands, inbox] = [0, 1, 2].map(() => new Redis(redisUrl, REDIS_OPTIONS)) as [
    Redis,
    Redis,
    Redis,
  ];
  // The room adapter's publishes go out at once, not at the loop's next turn: a game's events reach the other
  // nodes while the owner is still writing them to its own sockets (a slice is one message, so they are few).
  const publisher = new Redis(redisUrl, Object.assign({}, REDIS_OPTIONS, { enableAutoPipelining: false }));
  const placement = new RedisPlacement(redisPrefix, commands, inbox, log);
  const logStore = new RedisLogStore(redisPrefix, commands, log, (seconds) =>
    settings.metrics?.logWritten("redis", seconds),
  );
  return {
    placement,
    logStore,
    roomAdapter: createAdapter(publisher, subscriber, { key: `${redisPrefix}:socket.io` }),
    async handOver() {
      await logStore.flush();
      await placement.close();
    },
    ping: () => commands.ping(),
    async close() {
      await placement.close();
      await logStore.close();
      for (const client of [publisher, subscriber, commands, inbox]) client.disconnect();
    },
  };
}

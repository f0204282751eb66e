import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { LogStore } from "./log-store";
import { LocalPlacement, type Placement } from "./placement";
import { RedisLogStore } from "./redis-log-store";
import { RedisPlacement } from "./redis-placement";

export interface GameInfrastructure {
  placement: Placement;
  logStore: LogStore;
  /** The Socket.IO Redis adapter's publisher and subscriber, with several nodes. */
  adapterClients?: [Redis, Redis];
  close(): Promise<void>;
}

/**
 * One node: every game runs here and its log is in the database (`localLog`). With `REDIS_URL`: games are
 * placed across nodes by leases in Redis, their logs are in Redis, and rooms span the nodes.
 */
export function createGameInfrastructure(
  settings: { redisUrl?: string; redisPrefix: string },
  localLog: LogStore,
  log: FastifyBaseLogger,
): GameInfrastructure {
  const { redisUrl, redisPrefix } = settings;
  if (!redisUrl) {
    const placement = new LocalPlacement();
    return {
      placement,
      logStore: localLog,
      async close() {
        await placement.close();
        await localLog.close();
      },
    };
  }
  const [publisher, subscriber, commands, inbox] = [0, 1, 2, 3].map(
    () => new Redis(redisUrl, { maxRetriesPerRequest: 3, enableAutoPipelining: true }),
  ) as [Redis, Redis, Redis, Redis];
  const placement = new RedisPlacement(redisPrefix, commands, inbox, log);
  const logStore = new RedisLogStore(redisPrefix, commands, log);
  return {
    placement,
    logStore,
    adapterClients: [publisher, subscriber],
    async close() {
      await placement.close();
      await logStore.close();
      for (const client of [publisher, subscriber, commands, inbox]) client.disconnect();
    },
  };
}

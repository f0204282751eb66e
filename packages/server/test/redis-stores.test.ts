import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll } from "vitest";
import { REDIS_OPTIONS } from "../src/realtime/adapters/game-infrastructure";
import { RedisLogStore } from "../src/realtime/adapters/redis-log-store";
import { RedisPlacement } from "../src/realtime/adapters/redis-placement";
import { logStoreContract, placementContract, sharedPlacementContract } from "./contracts";

/** The Redis implementations against the same contracts as the one-node ones. */
const prefix = `quizdeck-contract-${randomUUID()}`;
const clients: Redis[] = [];
const client = () => {
  const redis = new Redis(process.env.TEST_REDIS_URL as string, REDIS_OPTIONS);
  clients.push(redis);
  return redis;
};
const log = pino({ level: "silent" });

afterAll(async () => {
  const redis = client();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  for (const each of clients) each.disconnect();
});

logStoreContract("Redis", () => ({
  open: () => new RedisLogStore(prefix, client(), log),
  newGameId: async () => randomUUID(),
}));
placementContract("Redis", () => new RedisPlacement(prefix, client(), client(), log));
// The contract is about where commands run, not about time: a test machine under load (CI runs every suite at
// once on two cores) once took longer than the production 3 s to carry a forward and its reply.
const FORWARD_TIMEOUT_IN_TESTS_MS = 20_000;
sharedPlacementContract(
  "Redis",
  () => new RedisPlacement(prefix, client(), client(), log, { forwardTimeoutMs: FORWARD_TIMEOUT_IN_TESTS_MS }),
);

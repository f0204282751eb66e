import { randomUUID } from "node:crypto";
import type { LogEntry } from "@quizdeck/game/commands";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { REDIS_OPTIONS } from "../src/realtime/adapters/game-infrastructure";
import { RedisLogStore } from "../src/realtime/adapters/redis-log-store";
import { RedisPlacement } from "../src/realtime/adapters/redis-placement";
import { logStoreContract, placementContract, sharedPlacementContract } from "./contracts";
import { monitorRedis } from "./redis-monitor";

/** The Redis implementations against the same contracts as the one-node ones. */
const prefix = `quizdeck-contract-${randomUUID()}`;
const redisUrl = process.env.TEST_REDIS_URL as string;
const clients: Redis[] = [];
const client = () => {
  const redis = new Redis(redisUrl, REDIS_OPTIONS);
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

describe("Redis log store", () => {
  it("writes the entries appended in one turn as one push per game, in order", async () => {
    const gameId = randomUUID();
    const pushed: string[][] = [];
    const monitor = await monitorRedis(redisUrl, ({ args }) => {
      if (args[0]?.toLowerCase() === "rpush" && args[1]?.includes(gameId)) pushed.push(args.slice(2));
    });
    const store = new RedisLogStore(prefix, client(), log);
    const entries = Array.from({ length: 50 }, (_, n) => ({
      command: { kind: "next", userId: "host" },
      now: n,
      randoms: [],
    }));
    for (const entry of entries) store.append(gameId, entry as LogEntry);
    await store.flush();
    await vi.waitFor(() => expect(pushed.flat()).toHaveLength(50));
    expect(pushed).toHaveLength(1);
    expect(await store.load(gameId)).toEqual(entries);
    monitor.close();
  });
});

describe("Redis placement", () => {
  it("reads another node's game's owner once for a burst of forwarded commands, and afresh after a claim", async () => {
    const gameId = randomUUID();
    const ownerKeyReads: string[] = [];
    const monitor = await monitorRedis(redisUrl, ({ args, source }) => {
      if (source !== "lua" && args[0]?.toLowerCase() === "get" && args[1]?.includes(gameId))
        ownerKeyReads.push(args[1]);
    });
    const [owner, other] = [0, 1].map(() => new RedisPlacement(prefix, client(), client(), log));
    expect(await owner?.claim(gameId)).toBe(true);
    for (let n = 0; n < 5; n += 1) expect(await other?.ownerOf(gameId)).toBe(owner?.nodeId);
    await owner?.release(gameId);
    expect(await other?.claim(gameId)).toBe(true);
    expect(await other?.ownerOf(gameId)).toBe(other?.nodeId);
    await vi.waitFor(() => expect(ownerKeyReads.length).toBeGreaterThanOrEqual(2));
    expect(ownerKeyReads).toHaveLength(2);
    monitor.close();
    await other?.close();
  });
});

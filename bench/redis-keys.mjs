/** The Redis side of `--nodes`: checks the server is there, and deletes a run's keys (SCAN + DEL) at the end. */
import { Redis } from "ioredis";

async function withRedis(url, action) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  await redis.connect();
  try {
    return await action(redis);
  } finally {
    redis.disconnect();
  }
}

export const pingRedis = (url) => withRedis(url, (redis) => redis.ping());

/** Deletes every key under `prefix:`; returns how many. */
export function deleteKeys(url, prefix) {
  return withRedis(url, async (redis) => {
    let deleted = 0;
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== "0");
    return deleted;
  });
}

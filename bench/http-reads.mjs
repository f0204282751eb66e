/**
 * Forked by run.mjs: autocannon on listing endpoints in its own process, so the load generator does not share
 * the parent's event loop (many-readers.mjs: each request from another address).
 */
import { readAsCrowd } from "./many-readers.mjs";

async function run({ url, cookie, path, seconds, connections }) {
  const result = await readAsCrowd({ url, cookie, connections, seconds, nextPath: () => path });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

process.once("message", async (message) => {
  const results = [];
  for (const path of message.paths) results.push(await run({ ...message, path }));
  process.send(results, () => process.exit(0));
});

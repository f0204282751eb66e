import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/connect";

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  dataDir: path.join(config.DATA_DIR, "pglite"),
  warmUpMs: config.PGLITE_WARM_UP_MS,
  onCrash: (error) => app.log.error({ err: error }, "the database thread stopped: starting it again"),
});
const app = await buildApp({ config, database });
if (database.warmedUp?.rounds) app.log.info(database.warmedUp, "the embedded database warmed up");

let closing = false;
/**
 * Drains: /readyz says not ready, Fastify answers 503 to new requests, the game log is written, every game's
 * lease is released (another node takes each game over on its players' next command; one node resumes them at
 * its next start), sockets close and their clients reconnect through the proxy. Exits 1 if that outlasts
 * DRAIN_DEADLINE_MS.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.lifecycle.startDraining();
  app.log.info({ signal, deadlineMs: config.DRAIN_DEADLINE_MS }, "draining");
  const started = performance.now();
  const force = setTimeout(() => {
    app.log.error("drain deadline passed: exiting anyway");
    process.exit(1);
  }, config.DRAIN_DEADLINE_MS);
  force.unref();
  await app.close();
  await database.close();
  app.log.info({ ms: Math.round(performance.now() - started) }, "drained");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

// A whole class reconnecting at once overflows Node's default queue of 511 pending connections.
await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
app.log.info(`Quizdeck is running: database ${database.kind}${config.REDIS_URL ? ", redis" : ""}`);

/**
 * The embedded database's own thread: opens and migrates PGlite, then serves it over PostgreSQL's wire protocol
 * on a Unix socket, so the server reaches it with the same `pg` pool as a real PostgreSQL and none of its queries
 * run on the server's event loop. Started by `startPgliteWorker`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { openMigratedPglite } from "./pglite";
import type { PgliteWorkerData, PgliteWorkerMessage } from "./pglite-thread";

const { dataDir, loadDataDir, socketPath } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error("pglite-worker runs as a worker thread");

const client = await openMigratedPglite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});
// The server's pool holds one connection (connect.ts): PGlite has a single backend, so a second client's
// Parse/Bind could land between the first one's. A second slot because the pool drops a connection whose query
// failed and opens the next at once, before this side has seen the first one close.
const server = new PGLiteSocketServer({ db: client, path: socketPath, maxConnections: 2 });
await server.start();
port.postMessage({ kind: "ready" } satisfies PgliteWorkerMessage);

port.once("message", async () => {
  // The only message is "close": stop serving, then write everything to disk.
  await server.stop();
  await client.close();
  port.postMessage({ kind: "closed" } satisfies PgliteWorkerMessage);
  port.close();
});

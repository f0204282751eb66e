// The embedded database in a thread of its own (issue 32): PGlite's WebAssembly runs here, never on the server's
// event loop. `pglite-thread.ts` is the other end; it sends one message per query and gets the rows back.
// Plain JavaScript, so that a thread started from the TypeScript sources (tests, `npm run dev`) runs it as is.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

const { dataDir, loadDataDir, pgliteWasmModule } = workerData;
const client = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm, unaccent },
  pgliteWasmModule,
});

/** Open transactions by number: each holds PGlite until its `finish` arrives. */
const transactions = new Map();
let lastTransaction = 0;

const keepAsText = (value) => value;

/** Where a query runs: in its transaction, or on the database. */
function target(tx) {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

/** What a query is told about its types: the callers keep some as text, named by their type ids. */
function queryOptions({ rowMode, textTypes }) {
  if (!rowMode && !textTypes) return undefined;
  const parsers = textTypes ? Object.fromEntries(textTypes.map((type) => [type, keepAsText])) : undefined;
  return { rowMode, parsers };
}

/** Opens a transaction, which holds PGlite (other queries wait) until its `finish`. */
async function begin() {
  let opened;
  const inside = new Promise((resolve) => {
    opened = resolve;
  });
  const ended = client.transaction((tx) => new Promise((commit, rollback) => opened({ tx, commit, rollback })));
  // BEGIN itself may fail, and then the callback never runs.
  const failedToOpen = ended.then(() => Promise.reject(new Error("The transaction ended before it began")));
  const open = await Promise.race([inside, failedToOpen]);
  const id = ++lastTransaction;
  transactions.set(id, { ended, ...open });
  return id;
}

class RolledBack extends Error {}

/** Commits or rolls back; answers when PGlite has (a failed COMMIT throws here). */
async function finish({ tx, commit }) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  transactions.delete(tx);
  if (commit) open.commit();
  else open.rollback(new RolledBack());
  try {
    await open.ended;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

const operations = {
  query: (message) => target(message.tx).query(message.sql, message.params, queryOptions(message)),
  exec: (message) => target(message.tx).exec(message.sql),
  begin,
  finish,
  dump: async () => {
    const dump = await client.dumpDataDir("none");
    return dump.arrayBuffer();
  },
  close: () => client.close(),
};

port.on("message", async (message) => {
  try {
    const result = await operations[message.op](message);
    port.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []);
  } catch (error) {
    port.postMessage({ id: message.id, error: describe(error) });
  }
});

/** An error as plain fields (a thread's message keeps no class): PostgreSQL's SQLSTATE and details among them. */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return fields;
}

await client.waitReady;
port.postMessage({ ready: true });

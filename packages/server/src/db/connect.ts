import type { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { applyMigrations } from "./migrate";
import type { PgliteOptions } from "./pglite";
import { startPgliteWorker } from "./pglite-thread";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction on `Db`. It is a `Db` as well, so a repository function taking `Db` runs in the caller's
 * transaction when given one; a function that only makes sense inside a transaction takes this type.
 */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs `work` in one transaction. */
export function inTransaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool, for the metrics: PostgreSQL's, or the one connection to the PGlite worker. */
  pool: pg.Pool;
  /** The thread PGlite runs on; absent on PostgreSQL. */
  pgliteWorker?: Worker;
  close(): Promise<void>;
}

export interface DatabaseOptions extends PgliteOptions {
  /** postgres:// URL; unset means the embedded PGlite, on a worker thread. */
  url?: string;
  /**
   * Called if PGlite's worker thread ends on its own (a crash): from then on every query fails. The server exits
   * for its supervisor to restart it (docs/deployment.md).
   */
  onLost?: (error: Error) => void;
  /** PostgreSQL schema to use (tests use one fresh schema per run). */
  searchPath?: string;
  /** PostgreSQL connections this node keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/** node-postgres' own default; DATABASE_POOL_SIZE changes it (docs/deployment.md). */
const DEFAULT_POOL_SIZE = 10;

/** Opens the database and applies any pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.searchPath, options.poolSize);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const worker = await startPgliteWorker(options, (error) => options.onLost?.(error));
  const pool = new pg.Pool({
    host: worker.socketDir,
    user: "postgres",
    database: "postgres",
    // PGlite has one backend: a second connection's statements would interleave with the first one's, and an
    // open transaction would take in other requests' queries. The pool queues them instead.
    max: 1,
    idleTimeoutMillis: 0,
  });
  // A query on the dead connection after the worker is gone fails that query; the pool must not throw.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const statistics = keepStatistics(db);
  return {
    db,
    kind: "pglite",
    pool,
    pgliteWorker: worker.thread,
    async close() {
      clearInterval(statistics);
      await pool.end();
      await worker.close();
    },
  };
}

const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum: without this its planner never learns how big the tables grew, and sorts 25,000 due
 * cards where an index walk reads 100 (issue 14), or scans where the trigram index would serve (issue 13).
 * ANALYZE samples each table (30,000 rows at most), so it takes tens of milliseconds however big they get. It goes
 * through the pool like any query, so it never runs inside another request's transaction.
 */
function keepStatistics(db: Db): NodeJS.Timeout {
  const analyze = () => {
    db.execute(sql`ANALYZE`).catch(() => {
      // Closed meanwhile: the next round tries again.
    });
  };
  analyze();
  return setInterval(analyze, ANALYZE_EVERY_MS).unref();
}

async function openPostgres(url: string, searchPath?: string, poolSize = DEFAULT_POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const client = await pool.connect();
  try {
    if (searchPath) await client.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
    // Several nodes may start at once: one migrates, the others wait.
    await client.query("SELECT pg_advisory_lock(727071)");
    try {
      await applyMigrations(
        async (sql) => {
          await client.query(sql);
        },
        async (sql) => (await client.query<{ id: string }>(sql)).rows,
      );
    } finally {
      await client.query("SELECT pg_advisory_unlock(727071)");
    }
  } finally {
    client.release();
  }
  return { db: drizzlePostgres(pool, { schema }) as unknown as Db, kind: "postgres", pool, close: () => pool.end() };
}

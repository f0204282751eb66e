import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { migrations } from "./migrations";
import { PgliteThread } from "./pglite-thread";
import { type WarmedUp, warmUpPglite } from "./pglite-warm-up";
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
  /** PostgreSQL's connection pool, for the metrics; PGlite has none. */
  pool?: pg.Pool;
  /** PGlite's thread (tests stop it to see the server recover). */
  pglite?: PgliteThread;
  /** What PGlite's warm-up did before the database was handed over (`warmUpMs`). */
  warmedUp?: WarmedUp;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset means the embedded PGlite. */
  url?: string;
  /** PGlite data folder; unset means in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of running initdb: tests
   * start from an already migrated template, which saves about half of PGlite's start-up.
   */
  loadDataDir?: Blob;
  /** PostgreSQL schema to use (tests use one fresh schema per run). */
  searchPath?: string;
  /** PostgreSQL connections this node keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PGlite's thread stopped unasked; it starts again from `dataDir` at once. */
  onCrash?: (error: Error) => void;
  /** PGlite only: how long it warms up before it is handed over (PGLITE_WARM_UP_MS, `pglite-warm-up.ts`). */
  warmUpMs?: number;
}

/** node-postgres' own default; DATABASE_POOL_SIZE changes it (docs/deployment.md). */
const DEFAULT_POOL_SIZE = 10;

/** Opens the database and applies any pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.searchPath, options.poolSize);
  return openPglite(options);
}

/** PGlite, in a thread of its own, with every migration applied and the extensions deck search (migration 0013) needs. */
export async function openMigratedPglite({ dataDir, loadDataDir, onCrash }: DatabaseOptions): Promise<PgliteThread> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PgliteThread({ dataDir, loadDataDir, onCrash });
  await client.ready;
  await applyMigrations(
    (sql) => client.exec(sql).then(() => undefined),
    async (sql) => (await client.query<{ id: string }>(sql)).rows,
  );
  return client;
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = await openMigratedPglite(options);
  const warmedUp = await warmUpPglite(client, options.warmUpMs ?? 0);
  const statistics = keepStatistics(client);
  return {
    // Drizzle's PGlite driver only sends queries and transactions, which the thread takes as PGlite does.
    db: drizzlePglite(client as never, { schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    warmedUp,
    close: () => {
      clearInterval(statistics);
      return client.close();
    },
  };
}

const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum: without this its planner never learns how big the tables grew, and sorts 25,000 due
 * cards where an index walk reads 100 (issue 14), or scans where the trigram index would serve (issue 13).
 * ANALYZE samples each table (30,000 rows at most), so it takes tens of milliseconds however big they get.
 */
function keepStatistics(client: PgliteThread): NodeJS.Timeout {
  const analyze = () => {
    client.exec("ANALYZE").catch(() => {
      // Closed meanwhile, or busy: the next round tries again.
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

async function applyMigrations(
  exec: (sql: string) => Promise<void>,
  query: (sql: string) => Promise<{ id: string }[]>,
): Promise<void> {
  await exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied = new Set((await query("SELECT id FROM schema_migrations")).map((row) => row.id));
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await exec(`BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (id) VALUES ('${migration.id}');\nCOMMIT;`);
  }
}

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { applyMigrations } from "./migrate";

export interface PgliteOptions {
  /** PGlite data folder; unset means in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of running initdb: tests
   * start from an already migrated template, which saves about half of PGlite's start-up.
   */
  loadDataDir?: Blob;
}

/** A PGlite with every migration applied, and the extensions deck search (migration 0013) needs. */
export async function openMigratedPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  await applyMigrations(
    (sql) => client.exec(sql).then(() => undefined),
    async (sql) => (await client.query<{ id: string }>(sql)).rows,
  );
  return client;
}

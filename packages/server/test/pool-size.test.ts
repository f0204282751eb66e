import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect";

/** Runs in the PostgreSQL-and-Redis project, which always has TEST_DATABASE_URL. */
function databaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** DATABASE_POOL_SIZE on PostgreSQL: a node opens at most that many connections. */
describe("the PostgreSQL pool", () => {
  it("caps the connections a node opens; queries beyond it wait their turn and all answer", async () => {
    const searchPath = `test_${randomUUID().replaceAll("-", "")}`;
    const database = await openDatabase({ url: databaseUrl(), searchPath, poolSize: 2 });
    try {
      const pool = database.pool as pg.Pool;
      let most = 0;
      const watch = setInterval(() => {
        most = Math.max(most, pool.totalCount);
      }, 5);
      const queries = Array.from({ length: 6 }, () => pool.query("select pg_sleep(0.05)"));
      const answers = await Promise.all(queries);
      clearInterval(watch);
      expect(answers).toHaveLength(6);
      // Six at once on an unlimited pool would open six connections.
      expect(Math.max(most, pool.totalCount)).toBe(2);
    } finally {
      await database.close();
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${searchPath}" CASCADE`);
      await client.end();
    }
  });
});

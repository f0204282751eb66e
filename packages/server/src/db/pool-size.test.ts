import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "./connect";

/** DATABASE_POOL_SIZE: how many PostgreSQL connections one node keeps at most (docs/deployment.md). */
describe("the database pool's size", () => {
  it("is read from DATABASE_POOL_SIZE, a whole number from 1 to 500; unset, the pool's default applies", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    for (const wrong of ["0", "501", "2.5", "many"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong }), wrong).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  const url = process.env.TEST_DATABASE_URL || undefined;
  it.runIf(url)("caps the connections a node opens; queries beyond it wait their turn and all answer", async () => {
    const searchPath = `test_${randomUUID().replaceAll("-", "")}`;
    const database = await openDatabase({ url, searchPath, poolSize: 2 });
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
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${searchPath}" CASCADE`);
      await client.end();
    }
  });
});

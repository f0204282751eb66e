import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./helper";

/** DATABASE_POOL_SIZE on PostgreSQL (this project always has TEST_DATABASE_URL): a node opens at most that many. */
describe("the PostgreSQL pool", () => {
  it("caps the connections a node opens; queries beyond it wait their turn and all answer", async () => {
    const t = await createTestApp({ DATABASE_POOL_SIZE: "2" });
    try {
      expect(t.database.kind).toBe("postgres");
      const pool = t.database.pool as pg.Pool;
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
      await t.close();
    }
  });
});

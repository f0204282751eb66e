import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

/** DATABASE_POOL_SIZE: how many PostgreSQL connections one node keeps at most (docs/deployment.md); the pool
 * itself is tested on PostgreSQL in test/pool-size.test.ts. */
describe("the database pool's size", () => {
  it("is read from DATABASE_POOL_SIZE, a whole number from 1 to 500; unset, the pool's default applies", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    for (const wrong of ["0", "501", "2.5", "many"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong }), wrong).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

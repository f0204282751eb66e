import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplateBlob } from "../../test/pglite-template";
import { openDatabase, openMigratedPglite } from "./connect";
import type { PgliteThread } from "./pglite-thread";
import { WARM_UP_SCHEMA, warmUpPglite } from "./pglite-warm-up";

/**
 * Issue 32: a node on the embedded database runs a little work of its own before it serves, so that the first class
 * to join is not the one whose queries make V8 compile PGlite's hot code. The warm-up leaves nothing behind.
 */
describe("the embedded database's warm-up", () => {
  let client: PgliteThread;

  beforeAll(async () => {
    client = await openMigratedPglite({ loadDataDir: await pgliteTemplateBlob() });
  });

  afterAll(async () => {
    await client.close();
  });

  const schemaExists = async () =>
    (
      await client.query<{ found: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS found", [
        WARM_UP_SCHEMA,
      ])
    ).rows[0]?.found;

  it("runs rounds of writes and reads for its time, then drops what it made", async () => {
    const userCount = async () =>
      (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM users")).rows[0]?.n;
    const usersBefore = await userCount();

    const done = await warmUpPglite(client, 300);

    expect(done.rounds).toBeGreaterThan(0);
    expect(done.ms).toBeGreaterThanOrEqual(300);
    expect(await schemaExists()).toBe(false);
    expect(await userCount()).toBe(usersBefore);
  });

  it("replaces what a warm-up stopped half-way (a crash) left behind", async () => {
    await client.exec(`CREATE SCHEMA ${WARM_UP_SCHEMA}; CREATE TABLE ${WARM_UP_SCHEMA}.players (id text PRIMARY KEY)`);

    const done = await warmUpPglite(client, 50);

    expect(done.rounds).toBeGreaterThan(0);
    expect(await schemaExists()).toBe(false);
  });

  it("runs one round at least when setting up its tables takes longer than its budget", async () => {
    const done = await warmUpPglite(client, 1);

    expect(done.rounds).toBe(1);
    expect(await schemaExists()).toBe(false);
  });

  it("is skipped for a budget of 0, and opening the database with one reports what it did", async () => {
    expect(await warmUpPglite(client, 0)).toEqual({ rounds: 0, ms: 0 });

    const database = await openDatabase({ loadDataDir: await pgliteTemplateBlob(), warmUpMs: 100 });
    try {
      expect(database.warmedUp?.rounds).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

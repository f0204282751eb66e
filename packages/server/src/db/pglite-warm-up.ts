import type { PgliteQueries } from "./pglite-thread";

/** Where the warm-up writes; dropped when it ends, and at the next warm-up if a crash stopped it half-way. */
export const WARM_UP_SCHEMA = "quizdeck_warm_up";

export interface WarmedUp {
  rounds: number;
  ms: number;
}

const ROWS_A_ROUND = 40;

/**
 * Runs rounds of the kinds of statements a class joining sends (batched inserts through `unnest` with a foreign key
 * and a conflict clause, joined lookups by key, updates, a grouped read) on tables of its own for `budgetMs`, then
 * drops them.
 *
 * Why (issue 32): V8 first runs PGlite's WebAssembly with its baseline compiler and recompiles the functions that
 * turn out hot with its optimizing one, on the process's helper threads. A node that starts cold made its first
 * class pay for that: a profiled 10,000-player ramp found the helper threads compiling PostgreSQL for most of their
 * ~3 s of CPU while it ran its slower baseline code (docs/benchmarks.md, 2026-12-04). Warmed up before it serves,
 * the same ramp cost about 0.1 ms less CPU a join, all of it off the event loop's thread. The work is generic on
 * purpose: what gets hot is PostgreSQL's own parser, planner, executor and index code, whatever the tables.
 */
export async function warmUpPglite(client: PgliteQueries, budgetMs: number): Promise<WarmedUp> {
  if (budgetMs <= 0) return { rounds: 0, ms: 0 };
  const started = performance.now();
  const schema = WARM_UP_SCHEMA;
  await client.exec(`
    DROP SCHEMA IF EXISTS ${schema} CASCADE;
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.players (
      id text PRIMARY KEY, name text NOT NULL, round integer NOT NULL, joined_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE ${schema}.seats (
      player_id text NOT NULL REFERENCES ${schema}.players (id) ON DELETE CASCADE,
      room text NOT NULL, score integer, PRIMARY KEY (room, player_id));
    CREATE INDEX ON ${schema}.seats (player_id);`);
  let rounds = 0;
  // One round at least: on a slow or busy machine setting up the tables alone can outlast a short budget.
  do {
    const ids = Array.from({ length: ROWS_A_ROUND }, (_, index) => `${rounds}-${index}`);
    const room = `room ${rounds % 7}`;
    await client.query(
      `INSERT INTO ${schema}.players (id, name, round) SELECT id, 'player ' || id, $2 FROM unnest($1::text[]) AS asked(id)
       ON CONFLICT DO NOTHING`,
      [ids, rounds],
    );
    await client.query(
      `INSERT INTO ${schema}.seats (player_id, room) SELECT id, $2 FROM unnest($1::text[]) AS asked(id)
       ON CONFLICT DO NOTHING`,
      [ids, room],
    );
    await client.query(
      `SELECT p.id, p.name, s.room FROM unnest($1::text[]) AS asked(id)
       JOIN ${schema}.players p ON p.id = asked.id JOIN ${schema}.seats s ON s.player_id = p.id
       WHERE p.joined_at > $2`,
      [ids, new Date(0)],
    );
    await client.query(`UPDATE ${schema}.seats SET score = $2 WHERE room = $1 AND player_id = ANY($3::text[])`, [
      room,
      rounds,
      ids.slice(0, ROWS_A_ROUND / 4),
    ]);
    await client.query(`SELECT room, count(*), max(score) FROM ${schema}.seats GROUP BY room ORDER BY 2 DESC LIMIT 5`);
    rounds += 1;
  } while (performance.now() - started < budgetMs);
  await client.exec(`DROP SCHEMA ${schema} CASCADE`);
  return { rounds, ms: Math.round(performance.now() - started) };
}

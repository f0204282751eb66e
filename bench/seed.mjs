/**
 * Seeds a fresh database for one bench run: the host and N players (one argon2id hash shared by all, the real
 * hashing cost paid once), a session each, the host's deck of 10 complete cards, listing data, and the game.
 * Runs while the server is stopped, after the server's own migrations created the schema.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { hash } from "@node-rs/argon2";
import pg from "pg";

export const QUESTIONS = 10;
const LISTING_DECKS = 200;
const LISTING_GROUPS = 50;
const USER_ID_PREFIX = "b0000000-0000-4000-8000-";

export const userIdOf = (index) => `${USER_ID_PREFIX}${String(index).padStart(12, "0")}`;
export const usernameOf = (index) => (index === 0 ? "benchhost" : `bot${String(index).padStart(5, "0")}`);
/** The right answer's text of question `n` (1-based), so bots need not be told which one is right. */
export const rightText = (n) => `right ${n}`;

/** The statements, each run with [passwordHash, players, tokenSecret] where it needs them. */
async function seed(query, players) {
  const secret = randomBytes(24).toString("base64url");
  const passwordHash = await hash(randomBytes(16).toString("hex"), { algorithm: 2 });
  await query(
    `INSERT INTO users (id, email, password_hash, username)
     SELECT $1 || lpad(i::text, 12, '0'), 'bot' || i || '@bench.test', $2,
            CASE WHEN i = 0 THEN 'benchhost' ELSE 'bot' || lpad(i::text, 5, '0') END
     FROM generate_series(0, $3::int) AS i`,
    [USER_ID_PREFIX, passwordHash, players],
  );
  await query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT encode(sha256(convert_to($1 || i, 'UTF8')), 'hex'), $2 || lpad(i::text, 12, '0'), now() + interval '1 day'
     FROM generate_series(0, $3::int) AS i`,
    [secret, USER_ID_PREFIX, players],
  );
  const hostId = userIdOf(0);
  const [deck] = await query("INSERT INTO decks (title, user_id) VALUES ('Bench deck', $1) RETURNING id", [hostId]);
  await query(
    `INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3)
     SELECT $1, 'Question ' || n, 'right ' || n, 'wrong ' || n || 'a', 'wrong ' || n || 'b', 'wrong ' || n || 'c'
     FROM generate_series(1, $2::int) AS n`,
    [deck.id, QUESTIONS],
  );
  await query(
    `INSERT INTO decks (title, user_id) SELECT 'Listing deck ' || i, $1 || lpad((i % $3 + 1)::text, 12, '0')
     FROM generate_series(1, $2::int) AS i`,
    [USER_ID_PREFIX, LISTING_DECKS, players],
  );
  await query(
    `INSERT INTO groups (name, founder_id) SELECT 'Listing group ' || i, $1 || lpad((i % $3 + 1)::text, 12, '0')
     FROM generate_series(1, $2::int) AS i`,
    [USER_ID_PREFIX, LISTING_GROUPS, players],
  );
  const [game] = await query("INSERT INTO games (id, host_id, join_code) VALUES ($1, $2, 'BENCHX') RETURNING id", [
    randomBytes(9).toString("base64url"),
    hostId,
  ]);
  return { gameId: String(game.id), deckId: deck.id, tokenOf: (index) => `${secret}${index}` };
}

export async function seedPglite(dataDir, players) {
  // The same extensions the server loads: deck inserts run the search triggers (migration 0013).
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  try {
    return await seed(async (sql, params) => (await client.query(sql, params)).rows, players);
  } finally {
    await client.close();
  }
}

export async function seedPostgres(url, schema, players) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await seed(async (sql, params) => (await client.query(sql, params)).rows, players);
  } finally {
    await client.end();
  }
}

/** A fresh, empty schema; the server's migrations fill it on first start. */
export async function withPostgres(url, action) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

export const createSchema = (url, schema) => withPostgres(url, (c) => c.query(`CREATE SCHEMA "${schema}"`));
export const dropSchema = (url, schema) =>
  withPostgres(url, (c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));

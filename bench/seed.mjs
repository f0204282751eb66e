/**
 * Seeds a fresh database for one bench run: the host and N players (one argon2id hash shared by all, the real
 * hashing cost paid once), a session each, the host's deck of 10 complete cards (or `questions`), listing data, and
 * the game.
 * Runs while the server is stopped, after the server's own migrations created the schema.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { deckCardsSql } from "./question-types.mjs";

export const QUESTIONS = 10;
const LISTING_DECKS = 200;
const LISTING_GROUPS = 50;
const USER_ID_PREFIX = "b0000000-0000-4000-8000-";

export const userIdOf = (index) => `${USER_ID_PREFIX}${String(index).padStart(12, "0")}`;
export const usernameOf = (index) => (index === 0 ? "benchhost" : `bot${String(index).padStart(5, "0")}`);
/** The right answer's text of question `n` (1-based), so bots need not be told which one is right. */
export const rightText = (n) => `right ${n}`;

/** Users 0..`last` (user 0 is "benchhost", the others "bot00001"…), each with a session; one shared password hash. */
async function seedUsers(query, last) {
  const secret = randomBytes(24).toString("base64url");
  const passwordHash = await hash(randomBytes(16).toString("hex"), { algorithm: 2 });
  await query(
    `INSERT INTO users (id, email, password_hash, username)
     SELECT $1 || lpad(i::text, 12, '0'), 'bot' || i || '@bench.test', $2,
            CASE WHEN i = 0 THEN 'benchhost' ELSE 'bot' || lpad(i::text, 5, '0') END
     FROM generate_series(0, $3::int) AS i`,
    [USER_ID_PREFIX, passwordHash, last],
  );
  await query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT encode(sha256(convert_to($1 || i, 'UTF8')), 'hex'), $2 || lpad(i::text, 12, '0'), now() + interval '1 day'
     FROM generate_series(0, $3::int) AS i`,
    [secret, USER_ID_PREFIX, last],
  );
  return (index) => `${secret}${index}`;
}

/** A deck of `questions` complete cards for each of the users `hosts` (their indexes); returns the deck ids in order. */
async function seedDecks(query, hosts, mixedTypes = false, questions = QUESTIONS) {
  const decks = await query(
    `INSERT INTO decks (title, user_id) SELECT 'Bench deck', $1 || lpad(i::text, 12, '0')
     FROM unnest($2::int[]) WITH ORDINALITY AS h(i, n) ORDER BY n RETURNING id`,
    [USER_ID_PREFIX, hosts],
  );
  await query(deckCardsSql(mixedTypes), [decks.map((deck) => deck.id), questions]);
  return decks.map((deck) => deck.id);
}

/** Decks and groups for the listing reads, owned by users 1..`users`. */
async function seedListings(query, users) {
  await query(
    `INSERT INTO decks (title, user_id) SELECT 'Listing deck ' || i, $1 || lpad((i % $3 + 1)::text, 12, '0')
     FROM generate_series(1, $2::int) AS i`,
    [USER_ID_PREFIX, LISTING_DECKS, users],
  );
  await query(
    `INSERT INTO groups (name, founder_id) SELECT 'Listing group ' || i, $1 || lpad((i % $3 + 1)::text, 12, '0')
     FROM generate_series(1, $2::int) AS i`,
    [USER_ID_PREFIX, LISTING_GROUPS, users],
  );
}

/** One game: the host (user 0), its deck of `questions`, `players` players with sessions, and the listing data. */
async function seed(query, players, mixedTypes, questions) {
  const tokenOf = await seedUsers(query, players);
  const [deckId] = await seedDecks(query, [0], mixedTypes, questions);
  await seedListings(query, players);
  const [game] = await query("INSERT INTO games (id, host_id, join_code) VALUES ($1, $2, 'BENCHX') RETURNING id", [
    randomBytes(9).toString("base64url"),
    userIdOf(0),
  ]);
  return { gameId: String(game.id), deckId, tokenOf };
}

/**
 * The classroom mix (issue 15): `games` games, each with its own host (users 0..games-1) and deck, and
 * `games × playersPerGame` players after them (game g's players are users games + g·playersPerGame + k).
 */
async function seedClassrooms(query, { games, playersPerGame }) {
  const tokenOf = await seedUsers(query, games * (playersPerGame + 1) - 1);
  const hosts = Array.from({ length: games }, (_, g) => g);
  const deckIds = await seedDecks(query, hosts);
  await seedListings(query, games * (playersPerGame + 1) - 1);
  const rows = await query(
    `INSERT INTO games (id, host_id, join_code)
     SELECT 'mixgame' || lpad(g::text, 5, '0'), $1 || lpad(g::text, 12, '0'),
            'M' || translate(lpad(g::text, 5, '0'), '0123456789', 'ABCDEFGHJK')
     FROM generate_series(0, $2::int) AS g ORDER BY g RETURNING id`,
    [USER_ID_PREFIX, games - 1],
  );
  const groups = await query("SELECT id FROM groups ORDER BY id");
  return {
    tokenOf,
    groupIds: groups.map((group) => group.id),
    games: rows.map((row, g) => ({
      gameId: String(row.id),
      deckId: deckIds[g],
      host: g,
      players: Array.from({ length: playersPerGame }, (_, k) => games + g * playersPerGame + k),
    })),
  };
}

/** Runs `action(query)` on the bench's PGlite folder (the server stopped) or PostgreSQL schema. */
async function withPglite(dataDir, action) {
  // The same extensions the server loads: deck inserts run the search triggers (migration 0013).
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  try {
    return await action(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.close();
  }
}

async function withSchema(url, schema, action) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await action(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}

/**
 * `mixedTypes` (issue 30, `--types mixed`): the deck's questions cycle through every question type. `questions`:
 * the deck's length (issue 31's assignment has 20).
 */
export const seedPglite = (dataDir, players, mixedTypes, questions = QUESTIONS) =>
  withPglite(dataDir, (query) => seed(query, players, mixedTypes, questions));
export const seedPostgres = (url, schema, players, mixedTypes, questions = QUESTIONS) =>
  withSchema(url, schema, (query) => seed(query, players, mixedTypes, questions));
export const seedClassroomsPglite = (dataDir, shape) => withPglite(dataDir, (query) => seedClassrooms(query, shape));
export const seedClassroomsPostgres = (url, schema, shape) =>
  withSchema(url, schema, (query) => seedClassrooms(query, shape));

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

/**
 * Issue 13 item 6: Find Decks among 100,000 decks. Seeds a fresh database (10,000 users, 100,000 decks, 1,000,000
 * cards, ~300,000 likes skewed toward a few popular decks), starts the production build on it, and drives
 * `GET /api/decks/search` with autocannon (50 connections, every request a different query) in phases: browse in
 * each order, title search, author search, typo search (issue 29: a long word with one typo), and later pages
 * through `next_cursor`; then the readers' phase: 50 readers that each send a request, then pause around
 * 1/--reader-rate s at random (a person searching, reading, clicking "Load more"), every kind in turn, whose p99 is
 * issue 13's target (< 50 ms).
 *
 *   npm run build && npm run bench:search                                   # file-backed PGlite in a temp folder
 *   npm run bench:search -- --db-url postgres://postgres@127.0.0.1:5432/test   # a fresh schema, dropped at the end
 *   npm run bench:search -- --decks 10000 --seconds 5                       # smaller and shorter (users, cards, likes scale)
 *
 * Options: --seconds 20 (a phase), --connections 50, --probe 300 (requests timed one at a time after the phases,
 * slowest listed), --no-analyze (skip the VACUUM ANALYZE after seeding), --keep (leave the temp folder or the
 * PostgreSQL schema for EXPLAIN; the command to drop it is printed), --cpu-prof (profile the server; the top
 * frames by self time are printed at the end), --reader-rate 2 (requests a second of each reader).
 *
 * Prints the seeding time and, per phase, requests/s, p50, p97.5 and p99 latency, non-2xx responses and the mean
 * number of rows a page returned, and one line saying whether the readers' target was met. Exits 1 on any
 * non-2xx response, request error or timeout (10 s); a missed latency target is reported, not an exit code.
 */

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { FIRST_NAMES, LAST_NAMES, WORDS } from "./deck-search-words.mjs";
import { randomIp, readAsCrowd } from "./many-readers.mjs";
import { summarizeProfiles } from "./profile-top.mjs";
import { dropSchema } from "./seed.mjs";
import { snapshotBuild, startServer } from "./server.mjs";
import { ms } from "./stats.mjs";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    "db-url": { type: "string" },
    decks: { type: "string", default: "100000" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    "no-analyze": { type: "boolean", default: false },
    probe: { type: "string", default: "300" },
    keep: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    "reader-rate": { type: "string", default: "2" },
  },
});
const databaseKind = args["db-url"] ? "postgres" : args.db;
if (databaseKind !== "pglite" && databaseKind !== "postgres") throw new Error("--db takes pglite or postgres");
const baseUrl = args["db-url"] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const deckCount = Number(args.decks);
const userCount = Math.round(deckCount / 10);
const cardsPerDeck = 10;
const likeTarget = deckCount * 3;
const seconds = Number(args.seconds);
const connections = Number(args.connections);
/** Issue 13's target: a page in p99 < 50 ms for 50 concurrent readers, each searching as a person does. */
const READERS = 50;
const READER_P99_TARGET_MS = 50;
const readerRate = Number(args["reader-rate"]);
/** Page depth followed in the "next pages" phase: pages 2..MAX_PAGE. */
const MAX_PAGE = 5;
const USER_ID_PREFIX = "c0000000-0000-4000-8000-";
const READER = { email: "reader@bench.test", password: "Bench-reader-1!", display_name: "Bench Reader" };

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup:", error.message);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

const log = (text) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const stripAccents = (text) => text.normalize("NFD").replace(/\p{M}/gu, "");
const SORTS = ["az", "za", "newest", "liked"];
/** The machine's 1-minute load average: other work on the machine shows here (2 cores: above 2 means a queue). */
const loadAverage = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0];

/** Seeds through `openDatabase` (so the server's migrations and triggers apply); returns the seeding time in ms. */
async function seed(options) {
  const { openDatabase } = await tsImport("../packages/server/src/db/connect.ts", import.meta.url);
  const database = await openDatabase(options);
  const client = database.db.$client;
  const run = async (label, text, params = []) => {
    const started = performance.now();
    const result = await client.query(text, params);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result.rows;
  };
  const started = performance.now();
  try {
    await run(
      `${userCount} users`,
      `INSERT INTO users (id, email, password_hash, username)
       SELECT $1 || lpad(i::text, 12, '0'), 'author' || i || '@bench.test', 'not-a-hash',
              ($2::text[])[1 + i % 100] || ' ' || ($3::text[])[1 + (i / 100) % 100]
       FROM generate_series(0, $4::int - 1) AS i`,
      [USER_ID_PREFIX, FIRST_NAMES, LAST_NAMES, userCount],
    );
    // 2–5 words each, low vocabulary indexes drawn more often (random()²); 5% private; authors uniform. The BEFORE
    // INSERT trigger folds the title and the author's name into sort_title and search_text, row by row.
    const batch = 25_000;
    for (let from = 0; from < deckCount; from += batch) {
      const to = Math.min(deckCount, from + batch);
      await run(
        `decks ${from + 1}–${to}`,
        `INSERT INTO decks (title, user_id, private, created_at)
         SELECT (SELECT string_agg(($1::text[])[1 + floor(cardinality($1::text[]) * random() ^ 2)::int], ' ')
                 FROM generate_series(1, 2 + (i + (random() * 4)::int) % 4)),
                $2 || lpad(floor(random() * $3::int)::int::text, 12, '0'),
                random() < 0.05,
                now() - random() * interval '1000 days'
         FROM generate_series($4::int, $5::int - 1) AS i`,
        [WORDS, USER_ID_PREFIX, userCount, from, to],
      );
    }
    // 1–19 cards per deck, 10 on average.
    const [{ first, last }] = await client
      .query("SELECT min(id) AS first, max(id) AS last FROM decks")
      .then((result) => result.rows);
    const step = 10_000;
    for (let from = Number(first); from <= Number(last); from += step) {
      await run(
        `cards of decks ${from}–${Math.min(Number(last), from + step - 1)}`,
        `INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3)
         SELECT d.id, 'Question ' || n || ' of deck ' || d.id || ': which one is right?', 'Right answer ' || n,
                'Wrong answer ' || n || 'a', 'Wrong answer ' || n || 'b', 'Wrong answer ' || n || 'c'
         FROM decks d CROSS JOIN LATERAL generate_series(1, 1 + (d.id * 7) % ${2 * cardsPerDeck - 1}) AS n
         WHERE d.id BETWEEN $1 AND $2`,
        [from, from + step - 1],
      );
    }
    // Likes of public decks, skewed by random()³ toward the first decks (the top 1% of decks get about a fifth of
    // them). The per-row trigger would rewrite a deck row (and its trigram index entry) once per like; it is off
    // for this bulk insert and the counts are set in one statement, as migration 0013 does for existing likes.
    await client.query("ALTER TABLE liked_decks DISABLE TRIGGER liked_decks_count");
    await run(
      "likes",
      `INSERT INTO liked_decks (user_id, deck_id, liked_at)
       SELECT DISTINCT ON (l.user_id, l.deck_id) l.user_id, l.deck_id, now() - random() * interval '500 days'
       FROM (SELECT $1 || lpad((g % $2::int)::text, 12, '0') AS user_id,
                    $3::int + floor(($4::int - $3::int + 1) * random() ^ 3)::int AS deck_id
             FROM generate_series(1, $5::int) AS g) AS l
       JOIN decks ON decks.id = l.deck_id AND NOT decks.private`,
      [USER_ID_PREFIX, userCount, first, last, Math.round(likeTarget * 1.12)],
    );
    await client.query("ALTER TABLE liked_decks ENABLE TRIGGER liked_decks_count");
    await run(
      "like counts",
      `UPDATE decks SET like_count = l.n FROM (SELECT deck_id, count(*)::int AS n FROM liked_decks GROUP BY deck_id) l
       WHERE l.deck_id = decks.id`,
    );
    // PGlite has no autovacuum: without this the planner would guess from default statistics.
    if (!args["no-analyze"]) await run("VACUUM ANALYZE", "VACUUM ANALYZE");
    const seedMs = performance.now() - started;
    const [counts] = await client
      .query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM decks) AS decks,
                (SELECT count(*) FROM decks WHERE private) AS private, (SELECT count(*) FROM cards) AS cards,
                (SELECT count(*) FROM liked_decks) AS likes, (SELECT max(like_count) FROM decks) AS top,
                (SELECT sum(like_count) FROM (SELECT like_count FROM decks ORDER BY like_count DESC
                   LIMIT greatest(1, (SELECT count(*) FROM decks) / 100)) t) AS top1pct`,
      )
      .then((result) => result.rows);
    const sample = await client
      .query("SELECT title FROM decks ORDER BY id LIMIT 5")
      .then((result) => result.rows.map((row) => row.title));
    log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.users} users, ${counts.decks} decks (${counts.private} private), ` +
        `${counts.cards} cards, ${counts.likes} likes (most liked deck ${counts.top}, top 1% of decks ${counts.top1pct}); ` +
        `${WORDS.length} words, e.g. ${sample.map((t) => JSON.stringify(t)).join(", ")}`,
    );
    return seedMs;
  } finally {
    await database.close();
  }
}

/** Queries of one phase: each call gives the next request's path. */
const searchPath = (q, sort, extra = "") =>
  `/api/decks/search?q=${encodeURIComponent(q)}&sort=${sort}&scope=${Math.random() < 0.5 ? "all" : "others"}${extra}`;

/** A whole word or a 3–8 letter prefix of a vocabulary word, lower-cased, accents dropped half the time. */
function titleQuery() {
  const word = pick(WORDS);
  let q = word.length <= 3 || Math.random() < 0.4 ? word : word.slice(0, 3 + Math.floor(Math.random() * 6));
  q = q.toLowerCase();
  return Math.random() < 0.5 ? stripAccents(q) : q;
}

/**
 * A vocabulary word of 6 letters or more with one typo (a letter inserted, deleted, replaced, or two neighbours
 * swapped), lower-cased and without accents: Find Decks forgives it when no deck holds it as typed (issue 29).
 */
function typoQuery() {
  const long = WORDS.filter((word) => word.length >= 6);
  const word = stripAccents(pick(long).toLowerCase());
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  const edits = [
    () => `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`,
    () => `${word.slice(0, at)}${word.slice(at + 1)}`,
    () => `${word.slice(0, at)}q${word.slice(at)}`,
    () => `${word.slice(0, at)}q${word.slice(at + 1)}`,
  ];
  return pick(edits)();
}

/** 3–8 letters from inside a seeded author's first or last name, lower-cased, accents dropped half the time. */
function authorQuery() {
  const part = Math.random() < 0.5 ? pick(FIRST_NAMES) : pick(LAST_NAMES);
  const length = Math.min(part.length, 3 + Math.floor(Math.random() * 6));
  const start = Math.floor(Math.random() * (part.length - length + 1));
  const q = part.slice(start, start + length).toLowerCase();
  return Math.random() < 0.5 ? stripAccents(q) : q;
}

/** First pages of every kind, followed through next_cursor; the paths of pages 2..MAX_PAGE, to replay. */
async function collectCursors(url, cookie, firstPages) {
  const kinds = [() => "", titleQuery, authorQuery];
  const paths = [];
  let next = 0;
  const worker = async () => {
    while (next < firstPages) {
      const i = next++;
      const sort = SORTS[i % SORTS.length];
      const first = searchPath(kinds[i % kinds.length](), sort);
      let pagePath = first;
      for (let page = 1; page < MAX_PAGE; page += 1) {
        const response = await fetch(`${url}${pagePath}`, { headers: { cookie, "x-forwarded-for": randomIp() } });
        if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status} ${await response.text()}`);
        const body = await response.json();
        if (!body.next_cursor) break;
        pagePath = `${first}&cursor=${encodeURIComponent(body.next_cursor)}`;
        paths.push(pagePath);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return paths;
}

/** One autocannon phase; `nextPath` gives each request's path. */
async function drive(url, cookie, name, nextPath) {
  let responses = 0;
  let rows = 0;
  const failures = [];
  const result = await readAsCrowd({
    url,
    cookie,
    connections,
    seconds,
    nextPath,
    onResponse: (status, body) => {
      responses += 1;
      if (status >= 200 && status < 300) {
        // One "card_count" per deck row: cheaper than parsing every body on the load generator's core.
        rows += body.split('"card_count":').length - 1;
      } else if (failures.length < 5) failures.push(`${status} ${body.slice(0, 200)}`);
    },
  });
  return {
    name,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    load: loadAverage(),
    meanRows: responses ? rows / responses : Number.NaN,
    failures,
  };
}

/**
 * READERS people at once, each sending a request, reading it, and sending the next after a pause drawn at random
 * around 1/readerRate s (exponential, so the readers never fall into step; autocannon's fixed rate sends every
 * connection's request at the same moment). Figures in `drive`'s shape.
 */
async function readersPhase(url, cookie, name, nextPath) {
  const latencies = [];
  const failures = [];
  let rows = 0;
  let errors = 0;
  let non2xx = 0;
  const endAt = performance.now() + seconds * 1000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * (1000 / readerRate)));
  const reader = async () => {
    const address = randomIp();
    await pause();
    while (performance.now() < endAt) {
      const sent = performance.now();
      try {
        const response = await fetch(`${url}${nextPath()}`, {
          headers: { cookie, "x-forwarded-for": address },
          signal: AbortSignal.timeout(10_000),
        });
        const body = await response.text();
        latencies.push(performance.now() - sent);
        if (response.ok) rows += body.split('"card_count":').length - 1;
        else {
          non2xx += 1;
          if (failures.length < 5) failures.push(`${response.status} ${body.slice(0, 200)}`);
        }
      } catch (error) {
        errors += 1;
        if (failures.length < 5) failures.push(error.message);
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    name,
    rps: latencies.length / seconds,
    total: latencies.length,
    p50: at(50),
    p97_5: at(97.5),
    p99: at(99),
    max: sorted.at(-1),
    non2xx,
    errors,
    timeouts: 0,
    load: loadAverage(),
    meanRows: latencies.length ? rows / (latencies.length - non2xx) : Number.NaN,
    failures,
  };
}

/**
 * One request at a time (no queue in front of the database): each query's own latency, and the slowest paths, to
 * tell a slow query shape from time spent waiting behind 49 other connections.
 */
async function probe(url, cookie, count, cursorPaths) {
  const kinds = [() => searchPath("", pick(SORTS)), () => searchPath(titleQuery(), pick(SORTS))];
  kinds.push(
    () => searchPath(authorQuery(), pick(SORTS)),
    () => pick(cursorPaths),
    () => searchPath(typoQuery(), pick(SORTS)),
  );
  const timed = [];
  for (let i = 0; i < count; i += 1) {
    const requestPath = kinds[i % kinds.length]();
    const started = performance.now();
    const response = await fetch(`${url}${requestPath}`, { headers: { cookie, "x-forwarded-for": randomIp() } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${requestPath}: ${response.status} ${body}`);
    timed.push({ ms: elapsed, path: requestPath, rows: body.split('"card_count":').length - 1 });
  }
  timed.sort((a, b) => a.ms - b.ms);
  const at = (p) => timed[Math.min(timed.length - 1, Math.ceil((p / 100) * timed.length) - 1)].ms;
  log(`one at a time, ${count} requests of every kind: p50 ${ms(at(50))} ms, p99 ${ms(at(99))} ms; slowest:`);
  for (const t of timed.slice(-8).reverse()) {
    const query = new URL(t.path, url).searchParams;
    const cursor = query.get("cursor");
    const shown = `q=${JSON.stringify(query.get("q"))} sort=${query.get("sort")} scope=${query.get("scope")}`;
    const page = cursor ? ` cursor=${Buffer.from(cursor, "base64url").toString("utf8")}` : "";
    console.log(`  ${ms(t.ms).padStart(6)} ms  ${t.rows} rows  ${shown}${page}`);
  }
}

async function main() {
  const built = snapshotBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-bench-search-"));
  if (!args.keep) cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, "data");
  let databaseUrl;
  let seedMs;
  log(`${built}; ${databaseKind}; ${os.cpus().length} CPUs, load average ${loadAverage()}; work dir ${workDir}`);
  if (databaseKind === "postgres") {
    const schema = `bench_search_${process.pid}`;
    await dropSchema(baseUrl, schema);
    if (args.keep) log(`--keep: schema ${schema} stays (DROP SCHEMA "${schema}" CASCADE when done)`);
    else
      cleanups.push(async () => {
        await dropSchema(baseUrl, schema);
        log(`dropped schema ${schema}`);
      });
    log(`seeding PostgreSQL schema ${schema}`);
    seedMs = await seed({ url: baseUrl, searchPath: schema });
    databaseUrl = `${baseUrl}${baseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  } else {
    log(`seeding PGlite in ${dataDir}`);
    if (args.keep) log(`--keep: ${workDir} stays (rm -r it when done)`);
    seedMs = await seed({ dataDir: path.join(dataDir, "pglite") });
  }

  const cpuProfDir = args["cpu-prof"] ? fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-cpu-prof-")) : undefined;
  const server = await startServer({ workDir, dataDir, databaseUrl, cpuProfDir });
  cleanups.push(() => server.stop());
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
    body: JSON.stringify(READER),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  log(`server ${server.url} (pid ${server.pid}); signed up ${READER.email}`);

  const phases = [
    ...SORTS.map((sort) => ({ name: `browse, ${sort}`, nextPath: () => searchPath("", sort) })),
    { name: "title search", nextPath: () => searchPath(titleQuery(), pick(SORTS)) },
    { name: "author search", nextPath: () => searchPath(authorQuery(), pick(SORTS)) },
    { name: "typo search", nextPath: () => searchPath(typoQuery(), pick(SORTS)) },
  ];
  const results = [];
  for (const phase of phases) {
    log(`phase: ${phase.name}, ${connections} connections, ${seconds} s`);
    results.push(await drive(server.url, cookie, phase.name, phase.nextPath));
  }
  const collectStarted = performance.now();
  const cursorPaths = await collectCursors(server.url, cookie, 300);
  log(
    `collected ${cursorPaths.length} later-page paths (pages 2–${MAX_PAGE}) from 300 first pages in ${((performance.now() - collectStarted) / 1000).toFixed(1)} s`,
  );
  log(`phase: next pages, ${connections} connections, ${seconds} s`);
  results.push(await drive(server.url, cookie, `next pages (2–${MAX_PAGE})`, () => pick(cursorPaths)));
  // People, not a hammer: 50 readers, each one request every 1/rate s, of every kind in turn.
  const kinds = [
    () => searchPath("", pick(SORTS)),
    () => searchPath(titleQuery(), pick(SORTS)),
    () => searchPath(authorQuery(), pick(SORTS)),
    () => pick(cursorPaths),
  ];
  let turn = 0;
  const readersName = `${READERS} readers × ${readerRate}/s`;
  log(`phase: ${readersName}, every kind in turn, ${seconds} s`);
  const readers = await readersPhase(server.url, cookie, readersName, () => kinds[turn++ % kinds.length]());
  results.push(readers);
  await probe(server.url, cookie, Number(args.probe), cursorPaths);
  const serverFigures = server.sampler.between([{ from: 0, to: Date.now() }]);

  console.log(
    `\nGET /api/decks/search on ${databaseKind}: ${deckCount} decks, ${userCount} users, seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
      `${connections} connections, ${seconds} s a phase (server peak RSS ${Math.round(serverFigures.rssMaxMb)} MB)`,
  );
  const header = [
    "phase",
    "req/s",
    "requests",
    "p50 ms",
    "p97.5 ms",
    "p99 ms",
    "max ms",
    "non-2xx",
    "errors",
    "timeouts",
    "rows",
  ];
  const table = results.map((r) => [
    r.name,
    Math.round(r.rps),
    r.total,
    ms(r.p50),
    ms(r.p97_5),
    ms(r.p99),
    ms(r.max),
    r.non2xx,
    r.errors,
    r.timeouts,
    r.meanRows.toFixed(1),
    r.load,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  for (const row of [header, ...table])
    console.log(
      row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  "),
    );

  if (cpuProfDir) {
    await server.stop();
    console.log(
      `\nserver CPU profile in ${cpuProfDir}, top frames by self time:\n${summarizeProfiles(cpuProfDir, 30)}`,
    );
  }

  const met = readers.total > 0 && readers.p99 < READER_P99_TARGET_MS;
  console.log(
    `\ntarget ${met ? "met" : "MISSED"}: p99 ${ms(readers.p99)} ms for ${readersName} on ${databaseKind} ` +
      `(p99 < ${READER_P99_TARGET_MS} ms)`,
  );
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  for (const r of failed)
    console.error(
      `FAIL ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts (10 s); ${r.failures.join(" | ")}`,
    );
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(code);

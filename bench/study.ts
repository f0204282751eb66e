/**
 * Issue 14: study mode's two costs, on a file-backed PGlite as production runs it.
 *  1. A user with 50,000 scheduled cards (500 decks of 100) asks for their due queue, and for one deck's queue.
 *  2. A 10,000-player, 20-question game ends: its stats and report (one transaction), then its players' missed
 *     questions fed into their review queues (after it, 50 players a transaction) — a first game (new schedules)
 *     and a second one on the same cards (FSRS reviews of them, and their logs).
 *
 *   npx tsx bench/study.ts [--cards 50000] [--players 10000] [--questions 20] [--reads 200]
 *
 * Prints the figures (no pass or fail: docs/benchmarks.md has them and the targets).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PlayerResult } from "@quizdeck/game/game-state";
import type { GameReportData, ReportPlayer, ReportQuestion } from "@quizdeck/shared/reports";
import { sql } from "drizzle-orm";
import { openDatabase } from "../packages/server/src/db/connect";
import { games } from "../packages/server/src/db/schema";
import { StudyService } from "../packages/server/src/features/study/service";
import { createLiveGameRecords } from "../packages/server/src/live-game-records";

const { values } = parseArgs({
  options: {
    cards: { type: "string", default: "50000" },
    players: { type: "string", default: "10000" },
    questions: { type: "string", default: "20" },
    reads: { type: "string", default: "200" },
  },
});
const cardCount = Number(values.cards);
const playerCount = Number(values.players);
const questionCount = Number(values.questions);
const reads = Number(values.reads);
const DECK_SIZE = 100;

const userIdOf = (n: number) => `s0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(1)} ms`;

async function timed(count: number, action: () => Promise<unknown>) {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1))}`;
}

/** A game's report where player n answers question q right when (n + q) % 4 === 0, else wrong (every third unanswered). */
function gameOf(cardIds: number[]): { report: GameReportData; results: PlayerResult[] } {
  const questions: ReportQuestion[] = cardIds.map((cardId, index) => ({
    index,
    cardId,
    question: `Question ${index + 1}`,
    answers: ["right", "wrong a", "wrong b", "wrong c"],
    counts: [0, 0, 0, 0],
    answered: playerCount,
    players: playerCount,
    correct: playerCount / 4,
    averageMs: 4000,
  }));
  const players: ReportPlayer[] = Array.from({ length: playerCount }, (_, n) => ({
    userId: userIdOf(n + 1),
    username: `bot${n + 1}`,
    rank: n + 1,
    score: (playerCount - n) * 10,
    correct: questionCount / 4,
    unanswered: 0,
    averageMs: 4000,
    joinedLate: false,
    answers: cardIds.map((_, q) => {
      const choice = (n + q) % 4 === 0 ? 0 : (n + q) % 3 === 0 ? null : 1;
      return { choice, ms: choice === null ? null : 4000, points: choice === 0 ? 1000 : 0 };
    }),
  }));
  const results = players.map((player) => ({ userId: player.userId, score: player.score, won: false, guest: false }));
  return { report: { deckTitle: "Bench deck", questions, players }, results };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-study-bench-"));
let database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
try {
  let { db } = database;
  const seeded = performance.now();
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, username)
    SELECT ${userIdOf(0).slice(0, 24)} || lpad(n::text, 12, '0'), 'bot' || n || '@bench.test', 'x', 'bot' || n
    FROM generate_series(0, ${playerCount}::int) AS n`);
  const learner = userIdOf(0);
  const deckCount = Math.ceil(cardCount / DECK_SIZE);
  await db.execute(sql`
    INSERT INTO decks (title, user_id) SELECT 'Deck ' || n, ${learner} FROM generate_series(1, ${deckCount}::int) AS n`);
  await db.execute(sql`
    INSERT INTO cards (deck_id, question, answer, incorrect1, incorrect2, incorrect3)
    SELECT d.id, 'Question ' || n, 'right ' || n, 'wrong a', 'wrong b', 'wrong c'
    FROM decks d CROSS JOIN generate_series(1, ${DECK_SIZE}::int) AS n`);
  // Every card scheduled, due from 60 days ago to 60 days ahead: about half of them due now.
  await db.execute(sql`
    INSERT INTO card_schedules (user_id, card_id, deck_id, due, stability, difficulty, elapsed_days, scheduled_days,
      learning_steps, reps, lapses, state, last_review)
    SELECT ${learner}, c.id, c.deck_id, now() + ((c.id * 7919) % 120 - 60) * interval '1 day', 10, 5, 3, 10, 0, 3, 0, 2,
      now() - interval '3 days'
    FROM cards c LIMIT ${cardCount}`);
  console.log(
    `seeded ${playerCount + 1} users, ${deckCount} decks, ${cardCount} cards and schedules in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s; PGlite in ${dataDir}`,
  );

  // Opened again, as a server (re)starts on it: PGlite's statistics are taken at open and every 10 minutes.
  await database.close();
  database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  db = database.db;
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const study = new StudyService(db);
  const first = await study.queue(learner, undefined);
  console.log(`due queue: ${first.due_count} due, ${first.cards.length} sent`);
  console.log(`  every due card (${reads} reads): ${await timed(reads, () => study.queue(learner, undefined))}`);
  const deckIds = (await db.execute<{ id: number }>(sql`SELECT id FROM decks ORDER BY id LIMIT 50`)).rows.map(
    (row) => row.id,
  );
  let at = 0;
  console.log(
    `  one deck's queue (${reads} reads): ${await timed(reads, () => study.queue(learner, deckIds[at++ % deckIds.length]))}`,
  );

  const gameCards = (
    await db.execute<{ id: number }>(sql`SELECT id FROM cards ORDER BY id LIMIT ${questionCount}`)
  ).rows.map((row) => Number(row.id));
  const records = createLiveGameRecords(db);
  const withoutCards = gameOf(gameCards);
  for (const question of withoutCards.report.questions) delete question.cardId;
  const runs: [string, ReturnType<typeof gameOf>][] = [
    ["stats and report only (no card ids: no queues fed)", withoutCards],
    ["first game: stats and report, then the queues (new schedules)", gameOf(gameCards)],
    ["second game on the same cards: stats and report, then FSRS reviews and their logs", gameOf(gameCards)],
  ];
  console.log(`end of a ${playerCount}-player, ${questionCount}-question game:`);
  for (const [index, [label, game]] of runs.entries()) {
    const gameId = `study${String(index).padStart(7, "0")}`;
    await db.insert(games).values({ id: gameId, hostId: learner, joinCode: `STU${index}`, status: "ended" });
    const before = Number((await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM card_schedules`)).rows[0]?.n);
    const started = performance.now();
    await records.recordResults(gameId, game.report.deckTitle, game.results, game.report);
    const took = performance.now() - started;
    const after = Number((await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM card_schedules`)).rows[0]?.n);
    const logs = Number((await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM review_logs`)).rows[0]?.n);
    console.log(`  ${label}: ${took.toFixed(0)} ms; schedules ${before} → ${after}, review logs ${logs}`);
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

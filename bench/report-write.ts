/**
 * Issue 11: the end of a 10,000-player, 20-question game — the stats and the report, written in one transaction
 * through the live game's records port — on a file-backed PGlite as production runs it, then its CSV streamed.
 *
 *   npx tsx bench/report-write.ts [--players 10000] [--questions 20] [--runs 3]
 *
 * Prints the time (wall clock, and this process's CPU time, which a busy machine does not inflate) of each write and
 * of each CSV download (no pass or fail: docs/benchmarks.md has the figures).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PlayerResult } from "@quizdeck/game/game-state";
import type { GameReportData, ReportPlayer, ReportQuestion } from "@quizdeck/shared/reports";
import { openDatabase } from "../packages/server/src/db/connect";
import { games, users } from "../packages/server/src/db/schema";
import { reportCsv } from "../packages/server/src/features/reports/report-csv";
import { reportPlayerChunk } from "../packages/server/src/features/reports/repository";
import { createLiveGameRecords } from "../packages/server/src/live-game-records";

const { values } = parseArgs({
  options: {
    players: { type: "string", default: "10000" },
    questions: { type: "string", default: "20" },
    runs: { type: "string", default: "3" },
  },
});
const playerCount = Number(values.players);
const questionCount = Number(values.questions);
const runs = Number(values.runs);

const userIdOf = (n: number) => `r0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function buildReport(): { report: GameReportData; results: PlayerResult[] } {
  const questions: ReportQuestion[] = Array.from({ length: questionCount }, (_, index) => ({
    index,
    question: `Question ${index + 1}: which of these rivers is the longest, and by how much?`,
    answers: ["Nile", "Amazon", "Yangtze", "Mississippi"],
    counts: [playerCount / 2, playerCount / 4, playerCount / 8, playerCount / 8],
    answered: playerCount,
    players: playerCount,
    correct: playerCount / 2,
    averageMs: 4321.5,
  }));
  const players: ReportPlayer[] = Array.from({ length: playerCount }, (_, n) => ({
    userId: userIdOf(n + 1),
    username: `bot${String(n + 1).padStart(5, "0")}`,
    rank: n + 1,
    score: (playerCount - n) * 10,
    correct: questionCount / 2,
    unanswered: 1,
    averageMs: 4567.25,
    joinedLate: false,
    answers: Array.from({ length: questionCount }, (_, q) =>
      q === 0
        ? { choice: null, ms: null, points: 0 }
        : { choice: (n + q) % 4, ms: 1000 + ((n * q) % 19000), points: 1234 },
    ),
  }));
  const results = players.map((player) => ({ userId: player.userId, score: player.score, won: player.rank === 1 }));
  return { report: { deckTitle: "Bench deck", questions, players }, results };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-report-bench-"));
const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
try {
  const { db } = database;
  const userRows = Array.from({ length: playerCount + 1 }, (_, n) => ({
    id: userIdOf(n),
    email: `bot${n}@bench.test`,
    passwordHash: "x",
    username: `bot${n}`,
  }));
  for (let start = 0; start < userRows.length; start += 1000) {
    await db.insert(users).values(userRows.slice(start, start + 1000));
  }
  const { report, results } = buildReport();
  const records = createLiveGameRecords(db);
  console.log(`${playerCount} players × ${questionCount} questions, PGlite in ${dataDir}`);
  for (let run = 1; run <= runs; run += 1) {
    const gameId = `bench${String(run).padStart(7, "0")}`;
    await db.insert(games).values({ id: gameId, hostId: userIdOf(0), joinCode: `BEN${run}`, status: "ended" });
    const started = performance.now();
    const cpu = process.cpuUsage();
    await records.recordResults(gameId, report.deckTitle, results, report);
    const written = performance.now() - started;
    const used = process.cpuUsage(cpu);

    const csvStarted = performance.now();
    let bytes = 0;
    const csv = reportCsv(
      report.questions,
      (chunk) => reportPlayerChunk(db, gameId, chunk),
      (error) => {
        throw error;
      },
    );
    for await (const chunk of csv) bytes += (chunk as Buffer).length;
    const streamed = performance.now() - csvStarted;
    console.log(
      `run ${run}: stats + report written in ${written.toFixed(0)} ms ` +
        `(CPU ${((used.user + used.system) / 1000).toFixed(0)} ms; PGlite runs in this process), one transaction; ` +
        `CSV ${(bytes / 1e6).toFixed(1)} MB streamed in ${streamed.toFixed(0)} ms`,
    );
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

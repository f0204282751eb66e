/**
 * The student-paced assignment (issue 31, `npm run bench -- --assignment`): one game of a 20-question deck with
 * `pace: "student"`, N students (default 10,000) joining in batches, then each working through it on their own
 * (assignment-worker.mjs) while the host watches the progress grid; at the end the host ends the game and
 * everyone's result is checked.
 *
 * `bench` is run.mjs's toolkit: startNodes, connectHost, rampUp, checkLeaderboard, finishRun, scenario, row,
 * failures, cleanups, log, workerCount.
 */
import path from "node:path";
import { seedPglite, seedPostgres, userIdOf, usernameOf } from "./seed.mjs";
import { ms, summary, waitUntil, withTimeout } from "./stats.mjs";
import { startWorkerProcesses } from "./workers.mjs";

const ASSIGNMENT_WORKER = path.join(import.meta.dirname, "assignment-worker.mjs");
export const ASSIGNMENT_QUESTIONS = 20;
/** One student in this many lets one of their questions run out (the timeout path). */
const RUN_OUT_EVERY = 50;
/** Issue 31: answer → result p99 ≤ 50 ms; the same for a next question; the host's grid at most 4 times a second. */
export const ASSIGNMENT_TARGETS = { answerP99: 50, nextP99: 50, progressPerSecond: 4 };

/** The window over which the host's progress events are counted (see busiestRate). */
const BUSIEST_WINDOW_MS = 10_000;
/** How long every student may take at most: each question to its timer, and a margin. */
const playLimitMs = (shape) => (shape.questions * (shape.timerSeconds + 5) + 120) * 1000;
/** A hard limit for one run: the ramp (10 min at most, as run.mjs's), the play, and the end. */
export const assignmentLimitMs = (shape) => 10 * 60_000 + playLimitMs(shape) + 5 * 60_000;

/** `shape`: { questions, timerSeconds, thinkSeconds }. */
export async function benchAssignment(n, dbKind, shape, bench) {
  const run = await bench.startNodes(`assign${n}`, dbKind, {
    pglite: (dataDir) => seedPglite(dataDir, n, false, shape.questions),
    postgres: (url, schema) => seedPostgres(url, schema, n, false, shape.questions),
  });
  const { db, servers, seeded } = run;
  const students = Array.from({ length: n }, (_, i) => ({
    id: userIdOf(i + 1),
    username: usernameOf(i + 1),
    token: seeded.tokenOf(i + 1),
    // As in the live game: the node alternates within each worker's share.
    url: servers[Math.floor(i / bench.workerCount) % servers.length].url,
    runsOut: (i + 1) % RUN_OUT_EVERY === 0 ? Math.floor(Math.random() * shape.questions) : -1,
  }));
  const workers = await startWorkerProcesses(ASSIGNMENT_WORKER, bench.workerCount, (w) => ({
    gameId: seeded.gameId,
    questions: shape.questions,
    thinkMs: shape.thinkSeconds * 1000,
    students: students.filter((_, i) => i % bench.workerCount === w),
  }));
  bench.cleanups.add(() => workers.close());
  const hosting = await bench.connectHost(servers, seeded);
  const joined = await bench.rampUp(n, db, run, workers, hosting, "assignment: all joined");
  const progress = watchProgress(hosting.host);
  await hosting.request("game_settings_selected", {
    Game_Settings: {
      selectedDeck: seeded.deckId,
      timePerQuestion: shape.timerSeconds,
      shuffleDeck: false,
      pointsForWrong: true,
      pace: "student",
    },
  });
  bench.log(
    `assignment: ${joined} students, ${shape.questions} questions, think ${shape.thinkSeconds} s on average, ` +
      `timer ${shape.timerSeconds} s`,
  );

  const measure = bench.scenario();
  const started = new Promise((resolve) => hosting.host.once("game_started", resolve));
  await hosting.request("start_game");
  const { startsAt } = await withTimeout(started, 30_000, "game_started");
  const done = await workers.all("done", { withinMs: playLimitMs(shape) }, playLimitMs(shape) + 60_000);
  const spans = measure();
  const finished = done.reduce((total, d) => total + d.finished, 0);
  const playSeconds = (Math.max(...done.map((d) => d.lastAt)) - startsAt) / 1000;
  bench.log(`assignment: ${finished}/${joined} finished, the last after ${playSeconds.toFixed(0)} s`);
  // The grid goes out at most 4 times a second: wait for the one that counts everyone finished.
  await progress.until((grid) => grid.finished >= finished, 5000);

  const endMeasure = bench.scenario();
  const gameEnded = new Promise((resolve) => hosting.host.once("game_ended", resolve));
  await hosting.request("end_game");
  const final = await withTimeout(gameEnded, 30_000, "game_ended");
  const reports = await workers.all("final", {}, 60_000);
  const endSpans = endMeasure();

  const all = (key) => reports.flatMap((r) => r[key]);
  const total = (read) => reports.reduce((sum, r) => sum + read(r), 0);
  const tally = (key) => total((r) => r.tally[key]);
  const wrongOf = (key) => total((r) => r.tally.wrong[key]);
  const own = all("students");
  const dropped = total((r) => r.dropped);
  const missed = tally("missed");
  const timeouts = own.reduce((sum, student) => sum + student.timeouts, 0);
  bench.row(
    n,
    db,
    "assignment: worked through",
    `${finished}/${joined} finished all ${shape.questions} questions, the last after ${playSeconds.toFixed(0)} s ` +
      `(think ${shape.thinkSeconds} s on average, timer ${shape.timerSeconds} s); ${timeouts} questions left to run ` +
      `out; dropped ${dropped}${dropped ? ` (${all("dropReasons").slice(0, 3).join("; ")})` : ""}` +
      (missed ? `; ${missed} cards never came` : ""),
    "all finished, none dropped",
    finished === joined && dropped === 0 && missed === 0,
    spans,
  );
  const answers = summary(all("answerToResult"));
  bench.row(
    n,
    db,
    "assignment: answer → result",
    `p50 ${ms(answers.p50)} / p99 ${ms(answers.p99)} / max ${ms(answers.max)} ms over ${answers.count} answers`,
    `p99 ≤ ${ASSIGNMENT_TARGETS.answerP99} ms`,
    answers.p99 <= ASSIGNMENT_TARGETS.answerP99,
    spans,
  );
  const next = summary(all("nextToCard"));
  bench.row(
    n,
    db,
    "assignment: next_question → card",
    `p50 ${ms(next.p50)} / p99 ${ms(next.p99)} / max ${ms(next.max)} ms over ${next.count}`,
    `p99 ≤ ${ASSIGNMENT_TARGETS.nextP99} ms`,
    next.p99 <= ASSIGNMENT_TARGETS.nextP99,
    spans,
  );
  const [noCheck, noResult, unanswered, doubled] = ["noCheck", "noResult", "unanswered", "doubled"].map(tally);
  const refusals = all("refusals");
  const lost = noCheck + noResult + unanswered;
  bench.row(
    n,
    db,
    "assignment: answers lost / doubled",
    `${lost} / ${doubled} (no check_answer ${noCheck}, no question_result ${noResult}, refused or unsent ` +
      `${unanswered}); refusals ${refusals.length}${refusals.length ? ` ("${[...new Set(refusals)].slice(0, 3).join('", "')}")` : ""}` +
      `; bots: loop p99 ≤ ${ms(Math.max(...reports.map((r) => r.loopP99)))} ms`,
    "0 / 0",
    lost === 0 && doubled === 0 && refusals.length === 0,
    spans,
  );
  const wrongKinds = ["verdict", "points", "score", "reveal", "timeout", "finished"];
  const wrong = wrongKinds.reduce((sum, kind) => sum + wrongOf(kind), 0) + total((r) => r.strays);
  const windows = summary(all("tally").flatMap((t) => t.pointWindows));
  bench.row(
    n,
    db,
    "assignment: every result right",
    `${wrong} wrong (${wrongKinds.map((kind) => `${kind} ${wrongOf(kind)}`).join(", ")}, strays ` +
      `${total((r) => r.strays)}); points within the rule at the student's own time, a window of ` +
      `p50 ${windows.p50} / max ${windows.max} points`,
    "all right",
    wrong === 0,
    spans,
  );
  const leaderboard = bench.checkLeaderboard(final, own);
  bench.row(
    n,
    db,
    "assignment: final results",
    `${leaderboard.wrong === 0 ? "your_result and game_ended match the students' own sums and ranks" : `${leaderboard.wrong} wrong`}` +
      (leaderboard.missing ? `; ${leaderboard.missing} students got no your_result` : ""),
    "all right, each student told",
    leaderboard.wrong === 0 && leaderboard.missing === 0,
    endSpans,
  );
  const grid = progress.last();
  const gridWrong = grid ? gridProblems(grid, own, mergePerQuestion(reports), finished) : ["no progress at all"];
  const rate = progress.stamps.length / ((progress.stamps.at(-1) - progress.stamps[0]) / 1000);
  const busiest = busiestRate(progress.stamps);
  bench.row(
    n,
    db,
    "assignment: host's progress",
    `${progress.stamps.length} events, ${rate.toFixed(2)}/s on average, ${busiest.toFixed(1)}/s in the busiest ` +
      `${BUSIEST_WINDOW_MS / 1000} s (server clock); the last grid ${gridWrong.length ? `wrong: ${gridWrong.slice(0, 3).join("; ")}` : "matches the students' own figures"}`,
    `≤ ${ASSIGNMENT_TARGETS.progressPerSecond} a second, figures right`,
    busiest <= ASSIGNMENT_TARGETS.progressPerSecond && gridWrong.length === 0,
    spans,
  );

  if (dropped || finished < joined || missed) {
    bench.failures.push(`assignment: ${dropped} dropped, ${finished}/${joined} finished, ${missed} cards missed`);
  }
  if (lost || doubled || refusals.length) {
    bench.failures.push(`assignment: answers lost ${lost}, doubled ${doubled}, refusals ${refusals.length}`);
  }
  if (wrong) bench.failures.push(`assignment: ${wrong} results wrong`);
  if (leaderboard.wrong || leaderboard.missing) {
    bench.failures.push(`assignment: final results wrong ${leaderboard.wrong}, missing ${leaderboard.missing}`);
  }
  if (gridWrong.length) bench.failures.push(`assignment: the host's grid: ${gridWrong.slice(0, 3).join("; ")}`);
  await bench.finishRun(run, `assignment of ${n}`);
}

/** The host's `progress` events: each one's server time, and the last grid. */
function watchProgress(host) {
  const stamps = [];
  let last = null;
  host.on("progress", (grid) => {
    stamps.push(grid.serverNow);
    last = grid;
  });
  return {
    stamps,
    last: () => last,
    async until(test, withinMs) {
      await waitUntil(() => last && test(last), withinMs, 50);
    },
  };
}

/**
 * The most events a second between any of `stamps` (ascending, ms) within BUSIEST_WINDOW_MS: the intervals counted,
 * not the events, so that one tick that fired a little late (the next then looks early) does not count as a fifth.
 */
function busiestRate(stamps) {
  let most = 0;
  for (let i = 0, first = 0; i < stamps.length; i += 1) {
    while (stamps[i] - stamps[first] >= BUSIEST_WINDOW_MS) first += 1;
    most = Math.max(most, i - first);
  }
  return most / (BUSIEST_WINDOW_MS / 1000);
}

/** The workers' per-question counts of the students' own answers, added up. */
function mergePerQuestion(reports) {
  return reports[0].tally.perQuestion.map((_, cardIndex) => ({
    answered: reports.reduce((sum, r) => sum + r.tally.perQuestion[cardIndex].answered, 0),
    correct: reports.reduce((sum, r) => sum + r.tally.perQuestion[cardIndex].correct, 0),
  }));
}

/** Where the host's last grid disagrees with what the students themselves did. */
function gridProblems(grid, students, perQuestion, finished) {
  const problems = [];
  if (grid.total !== students.length) problems.push(`total ${grid.total} of ${students.length}`);
  if (grid.finished !== finished) problems.push(`finished ${grid.finished} of ${finished}`);
  const questionsWrong = perQuestion.filter(
    (own, cardIndex) =>
      grid.perQuestion[cardIndex]?.answered !== own.answered || grid.perQuestion[cardIndex]?.correct !== own.correct,
  ).length;
  if (questionsWrong) problems.push(`${questionsWrong} questions' answered or right counts`);
  const byId = new Map(students.map((student) => [student.id, student]));
  const rowsWrong = grid.rows.filter((row) => {
    const own = byId.get(row.User_id);
    const ranOut = row.cells.filter((cell) => cell === "timeout").length;
    return (
      !own ||
      row.score !== own.own ||
      row.answered !== own.answered ||
      row.correct !== own.correct ||
      ranOut !== own.timeouts ||
      row.cells.includes(null) ||
      (finished === students.length && row.current !== null)
    );
  }).length;
  if (rowsWrong) problems.push(`${rowsWrong} of ${grid.rows.length} rows`);
  return problems;
}

/**
 * The classroom mix (issue 15, `npm run bench -- --mix`): many games of a class each at once, started staggered,
 * with a tenth of the players reading the REST API while they play. Games run in mix-worker.mjs processes, each
 * game whole in one worker (its host and its players), so a worker measures fan-out on one clock.
 *
 * `bench` is run.mjs's toolkit: startNodes, finishRun, scenario, row, failures, log, nodeCount, workerCount.
 */
import path from "node:path";
import { seedClassroomsPglite, seedClassroomsPostgres, userIdOf } from "./seed.mjs";
import { ms, now, summary } from "./stats.mjs";
import { startWorkerProcesses } from "./workers.mjs";

const MIX_WORKER = path.join(import.meta.dirname, "mix-worker.mjs");
export const MIX_TARGETS = { fanoutP99: 100, answerP99: 50, restP99: 100 };

/** `shape`: { games, playersPerGame, staggerSeconds, timerSeconds, questions, readEverySeconds, readerShare }. */
export async function benchClassrooms(dbKind, shape, bench) {
  const { games: gameCount, playersPerGame } = shape;
  const n = gameCount * playersPerGame;
  const run = await bench.startNodes(`mix${gameCount}x${playersPerGame}`, dbKind, {
    pglite: (dataDir) => seedClassroomsPglite(dataDir, shape),
    postgres: (url, schema) => seedClassroomsPostgres(url, schema, shape),
  });
  const { db, servers, seeded } = run;
  const urlOf = (index) => servers[index % servers.length].url;
  const readersPerGame = Math.max(1, Math.round(playersPerGame * shape.readerShare));
  const firstStart = now() + 3000;
  const games = seeded.games.map((game, g) => ({
    gameId: game.gameId,
    deckId: game.deckId,
    hostToken: seeded.tokenOf(game.host),
    // Games alternate between the nodes; so do a game's players, so every game has players on another node too.
    hostUrl: urlOf(g),
    startAt: firstStart + (g / gameCount) * shape.staggerSeconds * 1000,
    players: game.players.map((user, k) => ({
      id: userIdOf(user),
      token: seeded.tokenOf(user),
      url: urlOf(g + k),
      reader: k < readersPerGame,
      address: `10.${(user >> 16) & 255}.${(user >> 8) & 255}.${user & 255}`,
    })),
  }));
  const workerCount = bench.workerCount;
  const workers = await startWorkerProcesses(MIX_WORKER, workerCount, (w) => ({
    games: games.filter((_, g) => g % workerCount === w),
    groupIds: seeded.groupIds,
    timerSeconds: shape.timerSeconds,
    questions: shape.questions,
    readEveryMs: shape.readEverySeconds * 1000,
  }));
  bench.cleanups.add(() => workers.close());
  bench.log(
    `mix: ${gameCount} games × ${playersPerGame} players (${n}), starting over ${shape.staggerSeconds} s, ` +
      `${readersPerGame} readers a game, one read each per ${shape.readEverySeconds} s`,
  );
  const measure = bench.scenario();
  const startedAt = now();
  const playSeconds = shape.staggerSeconds + shape.questions * (shape.timerSeconds + 10) + 120;
  const reports = await workers.all("play", {}, playSeconds * 1000);
  const spans = measure();
  bench.log(
    `mix: all games over after ${((now() - startedAt) / 1000).toFixed(0)} s; the bots' own event loop ` +
      `(where reads and answers are timed) p99 ${reports.map((r) => ms(r.loopP99)).join(" · ")} ms, ` +
      `max ${reports.map((r) => ms(r.loopMax)).join(" · ")} ms by worker`,
  );

  const all = (key) => reports.flatMap((r) => r[key]);
  const total = (key) => reports.reduce((sum, r) => sum + r[key], 0);
  const joinFailures = all("joinFailures");
  const gameFailures = all("gameFailures");
  const finished = total("finished");
  const dropped = joinFailures.length + total("dropped");
  bench.row(
    n,
    db,
    `mix: ${gameCount} games × ${playersPerGame} played to the end`,
    `${finished}/${gameCount} games; ${dropped} players dropped` +
      (gameFailures.length ? ` (${gameFailures.slice(0, 3).join("; ")})` : ""),
    "all games, no player dropped",
    finished === gameCount && dropped === 0,
    spans,
  );
  const fan = summary(all("fanout"));
  bench.row(
    n,
    db,
    "mix: fan-out",
    `p50 ${ms(fan.p50)} / p99 ${ms(fan.p99)} / max ${ms(fan.max)} ms; missed ${total("missed")}`,
    `p99 ≤ ${MIX_TARGETS.fanoutP99} ms, missed 0`,
    fan.p99 <= MIX_TARGETS.fanoutP99 && total("missed") === 0,
    spans,
  );
  const answers = summary(all("answerLatencies"));
  const [lost, doubled, refused, notRules, mismatch] = ["lost", "doubled", "refused", "notRules", "mismatch"].map(
    total,
  );
  bench.row(
    n,
    db,
    "mix: answer → reply",
    `p50 ${ms(answers.p50)} / p99 ${ms(answers.p99)} ms over ${answers.count} answers; lost ${lost}, doubled ${doubled}` +
      `, refused ${refused}${refused ? ` ("${[...new Set(all("refusals"))].join('", "')}")` : ""}` +
      `${notRules ? ` of which ${notRules} not by a rule of the game` : ""}, replies telling right from wrong early ${mismatch}`,
    `p99 ≤ ${MIX_TARGETS.answerP99} ms, none lost or doubled`,
    // A refusal ("Time's up") is the rule working on a late answer, not a lost one; it is shown, not failed. One
    // that is not a rule (the game is moving, the server is busy, no answer) fails.
    answers.p99 <= MIX_TARGETS.answerP99 && lost + doubled + mismatch + notRules === 0,
    spans,
  );
  const kinds = Object.keys(reports[0].rest);
  const rest = summary(kinds.flatMap((kind) => reports.flatMap((r) => r.rest[kind])));
  const restErrors = total("restErrors");
  const perKind = kinds.map((kind) => `${kind} ${ms(summary(reports.flatMap((r) => r.rest[kind])).p99)}`).join(", ");
  bench.row(
    n,
    db,
    "mix: REST reads while playing",
    `${rest.count} reads (${Math.round(rest.count / ((spans[0].to - spans[0].from) / 1000))}/s), p50 ${ms(rest.p50)} / ` +
      `p99 ${ms(rest.p99)} ms (p99 by kind: ${perKind}); errors ${restErrors}` +
      (restErrors ? ` (${all("restFailures").slice(0, 3).join("; ")})` : ""),
    `p99 ≤ ${MIX_TARGETS.restP99} ms, no error`,
    rest.p99 <= MIX_TARGETS.restP99 && restErrors === 0,
    spans,
  );
  if (dropped || finished < gameCount) bench.failures.push(`mix: ${dropped} dropped, ${finished}/${gameCount} games`);
  if (lost || doubled || mismatch || notRules) {
    bench.failures.push(
      `mix: answers lost ${lost}, doubled ${doubled}, mismatched ${mismatch}, refused not by a rule ${notRules}`,
    );
  }
  await bench.finishRun(run, `mix of ${gameCount} games`);
}

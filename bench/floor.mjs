/**
 * `npm run bench -- --floor`: the rows of a 10,000-player game that the libraries under the product set, measured
 * with the bench's own bots against a server that is nothing but them (floor-server.mjs): the server CPU of a join,
 * the fan-out of a question and a reconnect storm, once on Socket.IO with the product's options and once on the bare
 * `ws` under it.
 * On the same machine, the game's rows minus these are what the product's own work costs. No targets: these say
 * where a target can be met, not whether it is.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { QUESTIONS } from "./seed.mjs";
import { cpuSecondsOf, freePort, threadCpuSecondsOf, withFdLimit } from "./server.mjs";
import { ms, now, sleep, summary, withTimeout } from "./stats.mjs";
import { startWorkerProcesses } from "./workers.mjs";

const FLOOR_SERVER = path.join(import.meta.dirname, "floor-server.mjs");
const FLOOR_WORKER = path.join(import.meta.dirname, "floor-worker.mjs");
const STACKS = ["socket.io", "ws"];
/** A question as the game sends it (a card of the bench deck's size), stamped by the server as it sends. */
const cardOf = (index) => ({
  Card: {
    Question: `Bench question ${index}: which of these four answers is the right one?`,
    Answers: [`right ${index}`, `wrong ${index}a`, `wrong ${index}b`, `wrong ${index}c`],
    Type: "multiple_choice",
    Points: "standard",
    image: null,
    Image_alt: "",
  },
  CardIndex: index,
  totalCards: QUESTIONS,
  deadline: Date.now() + 20_000,
  serverNow: Date.now(),
});

/** Starts floor-server.mjs on `stack`; resolves once it listens. */
async function startFloorServer(stack) {
  const port = await freePort();
  const [command, args] = withFdLimit([FLOOR_SERVER, String(port), stack]);
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit", "ipc"], env: process.env });
  await withTimeout(
    new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
    }),
    20_000,
    "the floor server's start",
  );
  const ask = (message) => {
    const reply = new Promise((resolve) => child.once("message", resolve));
    child.send(message);
    return withTimeout(reply, 60_000, "the floor server");
  };
  return { child, url: `http://127.0.0.1:${port}`, ask };
}

async function floorOf(stack, n, { row, log, cpuMeter, cleanups, failures, workerCount, batchSize }) {
  const server = await startFloorServer(stack);
  cleanups.add(() => server.child.kill());
  const workers = await startWorkerProcesses(FLOOR_WORKER, workerCount, (w) => ({
    url: server.url,
    count: Math.floor(n / workerCount) + (w < n % workerCount ? 1 : 0),
  }));
  cleanups.add(() => workers.kill());
  try {
    const pid = server.child.pid;
    const sampler = { cpuSeconds: () => cpuSecondsOf([pid]), mainThreadCpuSeconds: () => threadCpuSecondsOf(pid, pid) };
    const cpu = cpuMeter(sampler, workers);
    const started = now();
    const perWorkerBatch = Math.max(1, Math.ceil(batchSize / workerCount));
    const outcomes = await workers.all("connect", { batchSize: perWorkerBatch }, 600_000);
    const joinMs = now() - started;
    // As the game's ramp: the CPU counted up to 1 s after the last join.
    await sleep(1000);
    const joined = n - outcomes.reduce((total, outcome) => total + outcome.failed, 0);
    const joins = `${joined}/${n} in ${(joinMs / 1000).toFixed(1)} s; ${cpu.per(joined, "join").text}`;
    if (joined < n) failures.push(`floor, ${stack}: ${n - joined} bots could not join`);
    log(`floor, ${stack}: ${joins}`);
    row(n, `floor: ${stack}`, "join (connect, join_lobby and its ack, a room)", joins, "–", null, null);

    await sleep(1000);
    const latencies = [];
    const writes = [];
    let missed = 0;
    for (let index = 1; index <= QUESTIONS; index += 1) {
      const { writeMs } = await server.ask({ type: "question", card: cardOf(index) });
      writes.push(writeMs);
      // Long enough for every bot to read it on a busy machine; the next question waits, as a host would.
      await sleep(1500);
      const seen = (await workers.all("received", { cardIndex: index })).flatMap((report) => report.latencies);
      latencies.push(...seen);
      missed += joined - seen.length;
    }
    const fanOut = summary(latencies);
    const result =
      `p50 ${ms(fanOut.p50)} / p99 ${ms(fanOut.p99)} / max ${ms(fanOut.max)} ms; missed ${missed}; ` +
      `the server's writes of a question p50 ${ms(summary(writes).p50)} ms`;
    if (missed > 0) failures.push(`floor, ${stack}: ${missed} questions never reached their bot`);
    log(`floor, ${stack}: fan-out ${result}`);
    row(n, `floor: ${stack}`, `fan-out (${QUESTIONS} questions)`, result, "–", null, null);

    const stormCpu = cpuMeter(sampler, workers);
    const storms = await workers.all("storm", {}, 120_000);
    const backCount = storms.reduce((total, storm) => total + storm.back, 0);
    const lastMs = Math.max(...storms.map((storm) => storm.ms));
    const storm = `${backCount}/${joined} back in ${(lastMs / 1000).toFixed(1)} s; ${stormCpu.per(backCount, "reconnect").text}`;
    if (backCount < joined) failures.push(`floor, ${stack}: ${joined - backCount} bots not back after the storm`);
    log(`floor, ${stack}: reconnect storm ${storm}`);
    row(n, `floor: ${stack}`, "reconnect storm (each bot joins again)", storm, "–", null, null);
  } finally {
    await workers.close();
    server.child.kill();
  }
}

/** The floor rows for `n` players, Socket.IO first. */
export async function benchFloor(n, toolkit) {
  for (const stack of STACKS) await floorOf(stack, n, toolkit);
}

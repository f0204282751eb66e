/** Starts the production build of the server on 127.0.0.1 with the loop-delay probe, and samples it from /proc. */
import { execSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { sleep } from "./stats.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD = path.join(ROOT, "packages/server/dist/main.js");
/** The run's own copy of the build, so a rebuild by someone else mid-run does not change later server starts. */
const MAIN = path.join(ROOT, "bench/.server/main.js");
const PROBE = path.join(ROOT, "bench/loop-delay-probe.mjs");
/** Enough descriptors for 10k sockets plus the database; raised in the shell that execs node. */
export const FD_LIMIT = 65536;
const CLOCK_TICKS = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
/** The bench's servers answer /metrics to this token only (a fresh one per bench process). */
const BENCH_METRICS_TOKEN = crypto.randomUUID();

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `node …args` in a shell that first raises the open-file limit as far as it may. */
export function withFdLimit(args) {
  const raise = `ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  return ["bash", ["-c", raise, process.execPath, ...args]];
}

/** Copies the production build (main.js and the database thread's file) aside for this run; returns when and from what it was built. */
export function snapshotBuild() {
  if (!fs.existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`);
  fs.rmSync(path.dirname(MAIN), { recursive: true, force: true });
  fs.cpSync(path.dirname(BUILD), path.dirname(MAIN), { recursive: true });
  return `${path.relative(ROOT, BUILD)} built ${fs.statSync(BUILD).mtime.toISOString()}`;
}

/** `env` adds to the server's environment (REDIS_URL and REDIS_PREFIX for `--nodes`). */
export async function startServer({ workDir, dataDir, databaseUrl, cpuProfDir, env = {} }) {
  const port = await freePort();
  const probeFile = path.join(workDir, `loop-${port}.jsonl`);
  const logFile = path.join(workDir, `server-${port}.log`);
  const log = fs.openSync(logFile, "a");
  // BENCH_SERVER_FLAGS: node flags to try on the server (`--trace-gc`, `--max-semi-space-size=32`), space-separated.
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const nodeArgs = ["--import", PROBE, "--expose-gc", ...extraFlags];
  if (cpuProfDir) nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`);
  const [command, args] = withFdLimit([...nodeArgs, MAIN]);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // Autocannon stands in for many clients behind a proxy, each with its own address (see http-reads.mjs).
      TRUST_PROXY: "true",
      BENCH_PROBE_FILE: probeFile,
      // One node unless the caller says otherwise, whatever the shell exported.
      REDIS_URL: "",
      // The bench measures how much the server carries; shedding (issue 16) would turn players away first.
      SHED_MAX_EVENT_LOOP_DELAY_MS: "0",
      // On PostgreSQL the sampler reads the database pool's queue from /metrics (issue 16); PGlite has no pool.
      METRICS_TOKEN: databaseUrl ? BENCH_METRICS_TOKEN : "",
      ...env,
    },
  });
  fs.closeSync(log);
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  exit.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${tail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${tail(logFile)}`);
    const ok = await fetch(`${url}/api/auth/session`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  const sampler = new Sampler(child.pid, probeFile, databaseUrl ? url : undefined);
  return {
    url,
    pid: child.pid,
    logFile,
    sampler,
    async stop() {
      sampler.stop();
      if (exited) return;
      const asked = Date.now();
      child.kill("SIGTERM");
      const done = await Promise.race([exit, sleep(60_000).then(() => null)]);
      if (!done) {
        child.kill("SIGKILL");
        await exit;
      }
      console.error(
        `bench: server ${child.pid} stopped ${done ? `by itself (${JSON.stringify(done)})` : "by SIGKILL"} after ${Date.now() - asked} ms`,
      );
    },
    killNow() {
      if (!exited) child.kill("SIGKILL");
    },
  };
}

/**
 * A process's CPU time (user + system, every thread), or one thread's with `thread`, in clock ticks; throws when it
 * is gone.
 */
function cpuTicksOf(pid, thread) {
  const stat = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** The CPU time of processes still running (user + system, every thread), in seconds; gone ones count 0. */
export function cpuSecondsOf(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      ticks += cpuTicksOf(pid);
    } catch {
      // It exited: nothing more to count.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** One thread's CPU time (user + system) in seconds, NaN once it is gone; a process's first thread has its id. */
export function threadCpuSecondsOf(pid, thread) {
  try {
    return cpuTicksOf(pid, thread) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Whole-machine CPU ticks from /proc/stat: every process, ours and everyone else's. */
function readMachine() {
  const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  return { total: ticks.reduce((a, b) => a + b, 0), idle: ticks[3] + ticks[4] };
}

function tail(file) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "";
  }
}

const POOL_SAMPLE_EVERY = 10;

/** Every 500 ms: the server's CPU (% of one core) and RSS from /proc, and the probe's event-loop delay p99. */
class Sampler {
  constructor(pid, probeFile, metricsUrl) {
    this.pid = pid;
    this.probeFile = probeFile;
    this.metricsUrl = metricsUrl;
    this.offset = 0;
    this.samples = [];
    this.loop = [];
    this.pool = [];
    this.last = this.readProc();
    this.lastMachine = readMachine();
    this.timer = setInterval(() => this.sample(), 500);
  }

  readProc() {
    try {
      const ticks = cpuTicksOf(this.pid);
      const status = fs.readFileSync(`/proc/${this.pid}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return { t: Date.now(), ticks, rssKb };
    } catch {
      return null;
    }
  }

  sample() {
    const current = this.readProc();
    if (current && this.last) {
      const cpu = ((current.ticks - this.last.ticks) / CLOCK_TICKS / ((current.t - this.last.t) / 1000)) * 100;
      this.samples.push({ t: current.t, cpu, rssKb: current.rssKb });
    }
    this.last = current ?? this.last;
    const machine = readMachine();
    const total = machine.total - this.lastMachine.total;
    if (total > 0 && this.samples.length)
      this.samples.at(-1).machine = ((total - (machine.idle - this.lastMachine.idle)) / total) * 100;
    this.lastMachine = machine;
    this.readProbe();
    // A scrape costs the server ~10 ms at 5,000 sockets (prom-client lists every handle and open file): every
    // 5 s, not every sample, so that the bench does not measure its own scraping.
    if (this.samples.length % POOL_SAMPLE_EVERY === 0) this.readPool();
  }

  /** The database pool's queries waiting for a connection (PostgreSQL only: `metricsUrl` is unset on PGlite). */
  readPool() {
    if (!this.metricsUrl || this.poolPending) return;
    this.poolPending = fetch(`${this.metricsUrl}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
      signal: AbortSignal.timeout(2000),
    })
      .then((response) => response.text())
      .then((text) => {
        const waiting = /^quizdeck_db_pool_connections\{state="waiting"\} (\d+)/m.exec(text);
        if (waiting) this.pool.push({ t: Date.now(), waiting: Number(waiting[1]) });
      })
      .catch(() => {})
      .finally(() => {
        this.poolPending = undefined;
      });
  }

  readProbe() {
    try {
      const buffer = fs.readFileSync(this.probeFile);
      const text = buffer.subarray(this.offset).toString("utf8");
      const end = text.lastIndexOf("\n") + 1;
      this.offset += Buffer.byteLength(text.slice(0, end));
      for (const line of text.slice(0, end).split("\n")) if (line) this.loop.push(JSON.parse(line));
    } catch {
      // The probe writes its first line after 500 ms.
    }
  }

  /** Date.now() minus the monotonic clock, in ms, which maps CPU profile timestamps to wall-clock time. */
  monoOffsetMs() {
    const offsets = this.loop.filter((l) => l.monoUs !== undefined).map((l) => l.t - l.monoUs / 1000);
    return offsets.length ? offsets.sort((a, b) => a - b)[offsets.length >> 1] : undefined;
  }

  /** The V8 heap in use (KB) at the probe's latest line. */
  heapKb() {
    this.readProbe();
    return this.loop.at(-1)?.heapKb ?? Number.NaN;
  }

  /** The server's CPU time so far (user + system, every thread), in seconds, read now. */
  cpuSeconds() {
    return (this.readProc()?.ticks ?? Number.NaN) / CLOCK_TICKS;
  }

  /** The event loop's thread alone (its id is the process's): the rest is V8's helpers, PGlite's and libuv's. */
  mainThreadCpuSeconds() {
    return threadCpuSecondsOf(this.pid, this.pid);
  }

  /** The current RSS in KB, read now. */
  rssKb() {
    return this.readProc()?.rssKb ?? Number.NaN;
  }

  /** RSS and V8 heap (KB) once the server's main thread collected all its garbage (the probe's SIGUSR2). */
  async afterFullGc() {
    process.kill(this.pid, "SIGUSR2");
    // The probe's next line, at most 500 ms on, carries the heap after the collection.
    await sleep(1000);
    return { rssKb: this.rssKb(), heapKb: this.heapKb() };
  }

  /** Loop-delay p99 (worst 500 ms window), mean and peak CPU, and peak RSS over spans of Date.now() times. */
  between(spans) {
    this.sample();
    // A sample at t covers the 500 ms before it.
    const inside = (s) => spans.some(({ from, to }) => s.t > from && s.t - 500 < to);
    const samples = this.samples.filter(inside);
    const loop = this.loop.filter(inside);
    const pool = this.pool.filter(inside);
    const cpu = samples.map((s) => s.cpu);
    const machine = samples.map((s) => s.machine).filter((m) => m !== undefined);
    return {
      loopP99: loop.length ? Math.max(...loop.map((l) => l.p99)) : Number.NaN,
      cpuMean: cpu.length ? cpu.reduce((a, b) => a + b, 0) / cpu.length : Number.NaN,
      cpuMax: cpu.length ? Math.max(...cpu) : Number.NaN,
      machineMean: machine.length ? machine.reduce((a, b) => a + b, 0) / machine.length : Number.NaN,
      rssMaxMb: samples.length ? Math.max(...samples.map((s) => s.rssKb)) / 1024 : Number.NaN,
      poolWaitingMax: pool.length ? Math.max(...pool.map((p) => p.waiting)) : Number.NaN,
    };
  }

  stop() {
    clearInterval(this.timer);
  }
}

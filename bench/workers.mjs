/** Forks the bot workers (each with a raised open-file limit) and talks to them by request/response over IPC. */
import { spawn } from "node:child_process";
import path from "node:path";
import { withFdLimit } from "./server.mjs";
import { withTimeout } from "./stats.mjs";

const BOT_WORKER = path.join(import.meta.dirname, "bot-worker.mjs");
/**
 * Issue 32: BENCH_BOTS_NICE=10 runs the bots at a lower priority, so that on a shared machine they do not take the
 * server's core whenever a frame wakes them. The server's own figures then come closer to those with clients on
 * machines of their own, but the fan-out as the bots receive it becomes their own processing: the default stays 0.
 */
const BOTS_NICE = Number(process.env.BENCH_BOTS_NICE ?? 0);

class Worker {
  constructor(script) {
    const [command, args] = withFdLimit([script]);
    // Through nice(1), so that every thread node starts has the lower priority too.
    this.child = spawn("nice", ["-n", String(BOTS_NICE), command, ...args], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.nextId = 0;
    this.waiting = new Map();
    this.child.on("message", ({ id, ok, result, error }) => {
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      if (ok) waiter?.resolve(result);
      else waiter?.reject(new Error(`worker: ${error}`));
    });
    this.child.once("exit", (code) => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`worker exited (${code})`));
      this.waiting.clear();
    });
  }

  call(type, payload = {}, timeoutMs = 120_000) {
    const id = this.nextId++;
    const reply = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.child.send({ id, type, ...payload });
    return withTimeout(reply, timeoutMs, `worker ${type}`);
  }

  kill() {
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }
}

/** `count` workers sharing `players` round-robin. */
export const startWorkers = (count, players, init) =>
  startWorkerProcesses(BOT_WORKER, count, (w) => ({
    ...init,
    players: players.filter((_, index) => index % count === w),
  }));

/** `count` processes running `script`, worker `w` initialised with `initOf(w)`. */
export async function startWorkerProcesses(script, count, initOf) {
  const workers = Array.from({ length: count }, () => new Worker(script));
  await Promise.all(workers.map((worker, w) => worker.call("init", initOf(w))));
  return {
    /** The bot processes' pids (nice and the shell exec node, so the pid is node's). */
    pids: () => workers.map((worker) => worker.child.pid),
    all: (type, payload, timeoutMs) => Promise.all(workers.map((worker) => worker.call(type, payload, timeoutMs))),
    async close() {
      await Promise.allSettled(workers.map((worker) => worker.call("close", {}, 5000)));
      for (const worker of workers) worker.kill();
    },
    kill() {
      for (const worker of workers) worker.kill();
    },
  };
}

/** In a worker process: answers the parent's messages `{ id, type, … }` with `handlers[type]`, and exits with it. */
export function serveParent(handlers) {
  process.on("message", async (message) => {
    try {
      const result = await handlers[message.type](message);
      process.send({ id: message.id, ok: true, result });
    } catch (error) {
      process.send({ id: message.id, ok: false, error: String(error?.stack ?? error) });
    }
  });
  process.on("disconnect", () => process.exit(0));
}

// Preloaded into the server (`node --import ./bench/loop-delay-probe.mjs …`) so production code carries no probe:
// appends one JSON line per 500 ms window with the event-loop delay percentiles (and the V8 heap in use) to
// $BENCH_PROBE_FILE, and collects all garbage on SIGUSR2.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const file = process.env.BENCH_PROBE_FILE;
// The server's event loop only: threads it starts (the embedded database's) inherit the --import.
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const toMs = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  const timer = setInterval(() => {
    const line = {
      t: Date.now(),
      p50: toMs(histogram.percentile(50)),
      p99: toMs(histogram.percentile(99)),
      max: toMs(histogram.max),
      heapKb: Math.round(process.memoryUsage().heapUsed / 1024),
      // The monotonic clock CPU profiles are stamped with, to place profile samples in wall-clock time.
      monoUs: Number(process.hrtime.bigint() / 1000n),
    };
    histogram.reset();
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 500);
  timer.unref();
  // The bench asks for a full collection before it reads memory per player (the server runs with --expose-gc), so
  // that the figure counts what players keep, not garbage that happened to be uncollected at that moment.
  process.on("SIGUSR2", () => globalThis.gc?.());
}

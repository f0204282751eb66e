/**
 * Sums self time per function over the .cpuprofile files in a folder (written by `node --cpu-prof`), optionally
 * only inside wall-clock spans. Shares are of the busy (non-idle) time.
 *   node bench/profile-top.mjs <folder> [count]
 */
import fs from "node:fs";
import path from "node:path";

/** A profile frame as `function package/file:line` (the package's path inside node_modules; PGlite's wasm as one). */
export function frameName(callFrame) {
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*node_modules\//, "").replace(/^wasm:\/\/.*/, "@electric-sql/pglite/wasm")}:${callFrame.lineNumber + 1}`
    : "";
  return `${callFrame.functionName || "(anonymous)"} ${where}`.trim();
}

/** A `.cpuprofile` file, parsed. */
export function readProfile(file) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Calls `visit` with each sample's node, its time (µs) and the profile's clock (µs) at its end, in order. */
export function forEachSample(profile, visit) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let clock = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    clock += micros;
    visit(byId.get(id), micros, clock);
  });
}

/** A sample taken while the thread waited for work. */
export function isIdle(node) {
  return node.callFrame.functionName === "(idle)";
}

/**
 * @param {{ spans?: { from: number, to: number }[], monoOffsetMs?: number, pid?: number }} window Date.now()
 *   spans, and Date.now() minus the monotonic clock (ms) the profile's timestamps use; `pid`: only that
 *   process's profiles (node names them CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile).
 */
export function summarizeProfiles(folder, count = 25, { spans, monoOffsetMs, pid } = {}) {
  const totals = new Map();
  let busy = 0;
  let idle = 0;
  const inWindow = (micros) => {
    if (!spans || monoOffsetMs === undefined) return true;
    const at = micros / 1000 + monoOffsetMs;
    return spans.some(({ from, to }) => at >= from && at <= to);
  };
  const ofProcess = (name) => pid === undefined || name.split(".")[3] === String(pid);
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".cpuprofile") && ofProcess(name))) {
    forEachSample(readProfile(path.join(folder, file)), (node, micros, clock) => {
      if (!inWindow(clock)) return;
      if (isIdle(node)) {
        idle += micros;
        return;
      }
      const key = frameName(node.callFrame);
      totals.set(key, (totals.get(key) ?? 0) + micros);
      busy += micros;
    });
  }
  const share = (micros) => `${((micros / busy) * 100).toFixed(1)}%`;
  const byPackage = new Map();
  for (const [key, micros] of totals) {
    const where = key.split(" ").at(-1);
    const owner = where.includes(":") ? (where.match(/^(@[^/]+\/[^/]+|[^/]+)\//)?.[1] ?? where.split(":")[0]) : key;
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + micros);
  }
  const packages = [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([owner, micros]) => `${share(micros)} ${owner}`)
    .join(", ");
  const top = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${share(micros).padStart(6)} ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  const header = `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms; by package or native frame: ${packages}`;
  return [header, ...top].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summarizeProfiles(process.argv[2], Number(process.argv[3] ?? 25)));
}

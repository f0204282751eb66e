/**
 * The longest stretches a thread was busy without a break (consecutive samples of a .cpuprofile, none idle), each
 * with what ran in it: the loop's stalls, told apart as one slow task or many small ones back to back.
 *   node bench/profile-stretches.mjs <file.cpuprofile> [minMs=100] [count=8]
 */
import { forEachSample, frameName, isIdle, readProfile } from "./profile-top.mjs";

export function busyStretches(file, minMs = 100, count = 8) {
  const profile = readProfile(file);
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const stackOf = (node) => {
    const stack = [];
    for (let at = node; at !== undefined; at = parentOf.get(at.id)) stack.unshift(at);
    return stack;
  };

  const stretches = [];
  let current = null;
  forEachSample(profile, (node, micros, clock) => {
    if (isIdle(node)) {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { from: clock, to: clock, samples: [] };
    current.to = clock;
    current.samples.push([node, micros]);
  });
  if (current) stretches.push(current);

  const lengthMs = (stretch) => (stretch.to - stretch.from) / 1000;
  const long = stretches.filter((stretch) => lengthMs(stretch) >= minMs).sort((a, b) => lengthMs(b) - lengthMs(a));
  const counts = [10, 20, 50, 100, 200, 500]
    .map((ms) => `≥ ${ms} ms: ${stretches.filter((stretch) => lengthMs(stretch) >= ms).length}`)
    .join(", ");
  const lines = [`${stretches.length} busy stretches (${counts})`];
  const top = (totals, n) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, micros]) => `${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  for (const stretch of long.slice(0, count)) {
    // What the loop was running (the outermost frames) and where the time went (the innermost one).
    const entries = new Map();
    const selves = new Map();
    for (const [node, micros] of stretch.samples) {
      const stack = stackOf(node);
      const entry = stack
        .slice(1, 4)
        .map((node) => frameName(node.callFrame))
        .join(" > ");
      entries.set(entry, (entries.get(entry) ?? 0) + micros);
      const self = frameName(stack.at(-1).callFrame);
      selves.set(self, (selves.get(self) ?? 0) + micros);
    }
    const at = ((stretch.from - profile.startTime) / 1e6).toFixed(1);
    lines.push(
      "",
      `${lengthMs(stretch).toFixed(0)} ms at +${at} s:`,
      ...top(entries, 6).map((line) => `  entry ${line}`),
    );
    lines.push(...top(selves, 8).map((line) => `  self  ${line}`));
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, minMs = "100", count = "8"] = process.argv.slice(2);
  console.log(busyStretches(file, Number(minMs), Number(count)));
}

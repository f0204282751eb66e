/**
 * Sums self time per function over the .cpuprofile files in a folder (written by `node --cpu-prof`).
 *   node bench/profile-top.mjs <folder> [count]
 */
import fs from "node:fs";
import path from "node:path";

export function summarizeProfiles(folder, count = 25) {
  const totals = new Map();
  let all = 0;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => {
      const { callFrame } = byId.get(id);
      const where = callFrame.url
        ? `${callFrame.url.replace(/^.*node_modules\//, "")}:${callFrame.lineNumber + 1}`
        : "";
      const key = `${callFrame.functionName || "(anonymous)"} ${where}`.trim();
      const micros = deltas[index] ?? 0;
      totals.set(key, (totals.get(key) ?? 0) + micros);
      all += micros;
    });
  }
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
  const byPackage = new Map();
  for (const [key, micros] of totals) {
    const where = key.split(" ").at(-1);
    const owner = where.includes(":") ? (where.match(/^(@[^/]+\/[^/]+|[^/]+)\//)?.[1] ?? where.split(":")[0]) : key;
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + micros);
  }
  const packages = [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([owner, micros]) => `${((micros / all) * 100).toFixed(1)}% ${owner}`)
    .join(", ");
  return `by package or native frame: ${packages}\n${top
    .map(
      ([key, micros]) =>
        `${((micros / all) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    )
    .join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summarizeProfiles(process.argv[2], Number(process.argv[3] ?? 25)));
}

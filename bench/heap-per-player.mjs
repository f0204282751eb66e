/**
 * Issue 15 item 5 (≤ 20 KB RSS a connected player): where a player's memory goes. Seeds one game, starts the
 * production build, connects N players to its lobby, and writes a heap snapshot of the server before and after;
 * prints the growth per player by object kind (V8 constructor name), the largest first, and the RSS growth.
 *
 *   npm run build && node bench/heap-per-player.mjs --players 2000
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { io } from "socket.io-client";
import { seedPglite } from "./seed.mjs";
import { snapshotBuild, startServer } from "./server.mjs";
import { sleep, withTimeout } from "./stats.mjs";

const { values: args } = parseArgs({ options: { players: { type: "string", default: "2000" } } });
const n = Number(args.players);

/** Self size and count by constructor name, from a .heapsnapshot file. */
async function heapByKind(file) {
  let snapshot;
  // The snapshot is written in pieces: read it once it parses.
  for (let attempt = 0; !snapshot; attempt += 1) {
    try {
      snapshot = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      if (attempt > 60) throw error;
      await sleep(2000);
    }
  }
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const typeNames = types[0];
  const kinds = new Map();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    const type = typeNames[nodes[i + typeAt]];
    const name = type === "object" || type === "closure" ? strings[nodes[i + nameAt]] : `(${type})`;
    const kind = kinds.get(name) ?? { size: 0, count: 0 };
    kind.size += nodes[i + sizeAt];
    kind.count += 1;
    kinds.set(name, kind);
  }
  return kinds;
}

async function snapshotOf(server, dir) {
  const before = new Set(fs.readdirSync(dir));
  process.kill(server.pid, "SIGUSR2");
  for (let waited = 0; waited < 120_000; waited += 500) {
    await sleep(500);
    const written = fs.readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    if (written) return path.join(dir, written);
  }
  throw new Error("no heap snapshot written");
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-heap-"));
const dataDir = path.join(workDir, "data");
const sockets = [];
let server;
try {
  console.error(snapshotBuild());
  const first = await startServer({ workDir, dataDir });
  await first.stop();
  const seeded = await seedPglite(dataDir, n);
  server = await startServer({
    workDir,
    dataDir,
    env: { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${workDir}` },
  });
  const connect = async (index) => {
    const socket = io(server.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: `qd_session=${seeded.tokenOf(index)}` },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await withTimeout(new Promise((resolve) => socket.once("connect", resolve)), 30_000, "connect");
    const ack = await socket.timeout(30_000).emitWithAck("join_lobby", { Game_id: seeded.gameId });
    if (!ack.ok) throw new Error(ack.error.message);
  };
  await connect(0); // the host
  await sleep(2000);
  const rssBefore = rssKb(server.pid);
  const before = await heapByKind(await snapshotOf(server, workDir));
  for (let start = 1; start <= n; start += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n + 1 - start) }, (_, k) => connect(start + k)));
  }
  await sleep(3000);
  const rssAfter = rssKb(server.pid);
  const after = await heapByKind(await snapshotOf(server, workDir));
  const rows = [...after].map(([name, kind]) => {
    const was = before.get(name) ?? { size: 0, count: 0 };
    return { name, bytes: (kind.size - was.size) / n, count: (kind.count - was.count) / n };
  });
  rows.sort((a, b) => b.bytes - a.bytes);
  const heapTotal = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(
    `${n} players: RSS +${((rssAfter - rssBefore) / n).toFixed(1)} KB a player (snapshot-taking inflates it), ` +
      `heap objects +${(heapTotal / 1024).toFixed(1)} KB a player; the largest kinds:`,
  );
  for (const row of rows.slice(0, 40)) {
    console.log(`${row.bytes.toFixed(0).padStart(7)} B  ${row.count.toFixed(2).padStart(6)} ×  ${row.name}`);
  }
} finally {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

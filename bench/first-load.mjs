/**
 * Issue 17: a phone on a slow school network opens the join link. Chromium with its network emulated at Slow 4G
 * (400 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) opens /join?code=… of a real game on the production build,
 * cold (empty cache) and then warm (a second visit), and reports how long until the code field, filled in from
 * the link, can be used, and how many bytes went over the wire; then, cold, how long Join takes to show the
 * nickname field. Targets: cold ≤ 2 s and ≤ 120 KB, warm ≤ 10 KB.
 *
 *   npm run build && npm run bench:first-load [-- --runs 3]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { snapshotBuild, startServer } from "./server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The Slow 4G: 400 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 400, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const TARGETS = { coldMs: 2000, coldBytes: 120 * 1024, warmBytes: 10 * 1024 };

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs));

async function openGame(url) {
  const email = `teacher-${Date.now()}@example.com`;
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Secret1!", display_name: `Teacher${Date.now() % 10000}` }),
  });
  const cookie = signup.headers.get("set-cookie")?.split(";")[0];
  const created = await fetch(`${url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: "{}",
  });
  const game = (await created.json()).data[0];
  return game.Join_Code;
}

const usable = (page, selector) =>
  page.waitForSelector(`${selector}:not([disabled])`, { state: "visible", timeout: 30_000 }).catch(async (error) => {
    throw new Error(`no ${selector} on ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 300)}`, {
      cause: error,
    });
  });

/** One visit: the time from navigation to a usable code field, and the bytes received, as Chromium counts them. */
async function visit(page, cdp, link, { thenJoin = false } = {}) {
  let bytes = 0;
  const files = [];
  const requests = new Map();
  const waterfall = [];
  const onSent = (event) =>
    requests.set(event.requestId, { url: new URL(event.request.url).pathname, at: event.timestamp });
  const onFinished = (event) => {
    bytes += event.encodedDataLength;
    const sent = requests.get(event.requestId);
    if (sent) waterfall.push({ ...sent, done: event.timestamp, bytes: event.encodedDataLength });
  };
  const onResponse = (event) => files.push(new URL(event.response.url).pathname);
  cdp.on("Network.requestWillBeSent", onSent);
  cdp.on("Network.loadingFinished", onFinished);
  cdp.on("Network.responseReceived", onResponse);
  const started = performance.now();
  await page.goto(link, { waitUntil: "commit" });
  await usable(page, "#join-code");
  await usable(page, ".join-form button[type=submit]");
  const usableMs = performance.now() - started;
  let nicknameMs;
  if (thenJoin) {
    const pressed = performance.now();
    await page.locator(".join-form button[type=submit]").click();
    await usable(page, "#join-nickname");
    nicknameMs = performance.now() - pressed;
  }
  await page.waitForLoadState("networkidle");
  cdp.off("Network.loadingFinished", onFinished);
  cdp.off("Network.requestWillBeSent", onSent);
  cdp.off("Network.responseReceived", onResponse);
  const start = Math.min(...waterfall.map((entry) => entry.at));
  const timeline = waterfall
    .sort((a, b) => a.at - b.at)
    .map(
      (e) =>
        `${e.url} ${((e.at - start) * 1000).toFixed(0)}→${((e.done - start) * 1000).toFixed(0)} ms ${(e.bytes / 1024).toFixed(1)} KB`,
    );
  return { usableMs, nicknameMs, bytes, files, timeline };
}

const line = (met, label, figure, target) => `  ${met ? "met   " : "MISSED"}  ${label}: ${figure} — target ${target}`;

async function main() {
  const built = snapshotBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-first-load-"));
  const server = await startServer({
    workDir,
    dataDir: path.join(workDir, "data"),
    env: { WEB_DIST: path.join(ROOT, "packages/web/dist") },
  });
  const { launchChromium } = await tsImport("../packages/web/e2e/chromium.ts", import.meta.url);
  const browser = await launchChromium();
  const results = [];
  try {
    for (let run = 0; run < runs; run++) {
      const code = await openGame(server.url);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
      const link = `${server.url}/join?code=${code}`;
      const cold = await visit(page, cdp, link, { thenJoin: true });
      const warm = await visit(page, cdp, link);
      results.push({ cold, warm });
      console.log(
        `run ${run + 1}: cold ${cold.usableMs.toFixed(0)} ms (then Join → nickname ${cold.nicknameMs.toFixed(0)} ms), ${(cold.bytes / 1024).toFixed(1)} KB in ${cold.files.length} responses; warm ${warm.usableMs.toFixed(0)} ms, ${(warm.bytes / 1024).toFixed(1)} KB in ${warm.files.length} responses`,
      );
      if (run === 0)
        console.log(`  cold, each response from request to last byte:\n    ${cold.timeline.join("\n    ")}`);
      console.log(`  warm: ${warm.files.join(" ")}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const coldMs = median(results.map((r) => r.cold.usableMs));
  const coldBytes = median(results.map((r) => r.cold.bytes));
  const warmBytes = median(results.map((r) => r.warm.bytes));
  const warmMs = median(results.map((r) => r.warm.usableMs));
  console.log(`\nFirst load on Slow 4G (${built}; median of ${runs}):`);
  console.log(line(coldMs <= TARGETS.coldMs, "cold: code field usable", `${coldMs.toFixed(0)} ms`, "≤ 2 s"));
  console.log(
    line(coldBytes <= TARGETS.coldBytes, "cold: transferred", `${(coldBytes / 1024).toFixed(1)} KB`, "≤ 120 KB"),
  );
  console.log(
    line(
      warmBytes <= TARGETS.warmBytes,
      "warm: transferred",
      `${(warmBytes / 1024).toFixed(1)} KB (usable after ${warmMs.toFixed(0)} ms)`,
      "≤ 10 KB",
    ),
  );
}

await main();

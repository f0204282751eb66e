/**
 * The built app's server as the browser tests run it: packages/server/dist on a free port with a fresh PGlite
 * database (a copy of the migrated template), serving packages/web/dist. The suite builds nothing: `npm run build`
 * comes first (.ci/run does it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Database } from "../../server/src/db/connect";
import { CHROMIUM_PATH } from "./chromium";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
// A copy of a build may stand in (E2E_SERVER_ENTRY, E2E_WEB_DIST): tests then run on while the tree is rebuilt.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? path.join(repoRoot, "packages/server/dist/main.js");
export const webIndex = path.join(process.env.E2E_WEB_DIST ?? path.join(repoRoot, "packages/web/dist"), "index.html");

/** What the browser tests need and is missing: the built app, Chromium. */
export function missingForBrowserTests(): string | null {
  const missing = [serverEntry, webIndex].filter((file) => !fs.existsSync(file));
  if (missing.length > 0)
    return `Browser tests need the built app, missing: ${missing.join(", ")}. Run \`npm run build\` at the repository root first.`;
  return fs.existsSync(CHROMIUM_PATH) ? null : `Chromium is not installed at ${CHROMIUM_PATH}`;
}

export function assertBuilt(): void {
  const missing = missingForBrowserTests();
  if (missing) throw new Error(missing);
}

export interface RunningServer {
  baseUrl: string;
  database?: Database;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-e2e-"));
  const { pgliteTemplate } = await import("../../server/test/pglite-template");
  fs.cpSync((await pgliteTemplate()).directory, path.join(dataDir, "pglite"), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: "",
    CORS_ORIGIN: "",
    // A test machine starved of CPU must not shed the tests' requests (issue 16's shedding has its own test).
    SHED_MAX_EVENT_LOOP_DELAY_MS: "0",
    // Each file starts its own server; the warm-up (pglite-warm-up.test.ts) would add its seconds to each.
    PGLITE_WARM_UP_MS: "0",
  };
  env.WEB_DIST = path.dirname(webIndex);
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ["ignore", "inherit", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(baseUrl, child, () => stderr);
  return {
    baseUrl,
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${stderr()}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/session`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer within 60 s:\n${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

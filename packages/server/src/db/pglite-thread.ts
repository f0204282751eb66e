import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** What `pglite-worker.ts` is started with. */
export interface PgliteWorkerData {
  dataDir?: string;
  /** A `dumpDataDir` tarball to start an in-memory database from. */
  loadDataDir?: ArrayBuffer;
  socketPath: string;
}

export type PgliteWorkerMessage = { kind: "ready" } | { kind: "closed" };

export interface PgliteWorker {
  /** Where `pg` connects: the Unix socket's folder, as `host`, and port 5432 (`.s.PGSQL.5432`). */
  socketDir: string;
  thread: Worker;
  /** Stops serving and closes PGlite (everything is on disk when this resolves). */
  close(): Promise<void>;
}

/** The socket's name `pg` derives from `host` = folder and port 5432. */
const SOCKET_NAME = ".s.PGSQL.5432";

/**
 * Starts PGlite on its own thread and resolves once it is migrated and accepting connections. `onLost` is
 * called if the thread ends without being closed (a crash, or it was terminated).
 */
export async function startPgliteWorker(
  options: { dataDir?: string; loadDataDir?: Blob },
  onLost: (error: Error) => void,
): Promise<PgliteWorker> {
  // A folder only this user may enter: the socket asks for no password.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "quizdeck-pglite-socket-"));
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const data: PgliteWorkerData = {
    dataDir: options.dataDir,
    loadDataDir,
    socketPath: path.join(socketDir, SOCKET_NAME),
  };
  const thread = new Worker(await workerEntry(), {
    workerData: data,
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  let closing = false;
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });

  try {
    await new Promise<void>((resolve, reject) => {
      thread.once("message", () => resolve());
      thread.once("error", reject);
      thread.once("exit", (code) => reject(new Error(`The PGlite worker exited with code ${code} while starting`)));
    });
  } catch (error) {
    closing = true;
    await thread.terminate();
    removeSocketDir();
    throw error;
  }
  thread.removeAllListeners();
  const exited = new Promise<void>((resolve) => {
    thread.on("exit", (code) => {
      removeSocketDir();
      if (!closing) onLost(new Error(`The PGlite worker exited with code ${code}`));
      resolve();
    });
  });
  thread.on("error", (error) => {
    if (!closing) onLost(error);
  });

  return {
    socketDir,
    thread,
    async close() {
      if (closing) return exited;
      closing = true;
      // The worker answers "closed" once PGlite has written everything to disk.
      const closed = new Promise<void>((resolve) => thread.once("message", () => resolve()));
      thread.postMessage("close");
      await Promise.race([closed, exited]);
      await thread.terminate();
      await exited;
    },
  };
}

/** The bundle has `dist/pglite-worker.js` beside `dist/main.js`; from the sources it is bundled here first. */
function workerEntry(): Promise<URL> | URL {
  const fromSources = import.meta.url.endsWith(".ts");
  return fromSources ? bundledFromSources() : new URL("./pglite-worker.js", import.meta.url);
}

let bundled: Promise<URL> | undefined;

/**
 * From the TypeScript sources (tests, `npm run dev`) the worker is bundled with esbuild once per process: a worker
 * thread does not inherit the parent's TypeScript loader, and registering tsx in every thread cost 1–2 s for each
 * database opened. The file is named by its content and goes under the server's node_modules, where its npm
 * imports resolve; processes running the same sources share it.
 */
function bundledFromSources(): Promise<URL> {
  bundled ??= (async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [fileURLToPath(new URL("./pglite-worker.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    const name = `pglite-worker-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`;
    const file = fileURLToPath(new URL(`../../node_modules/.cache/${name}`, import.meta.url));
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, code);
      fs.renameSync(partial, file);
    }
    return pathToFileURL(file);
  })();
  return bundled;
}

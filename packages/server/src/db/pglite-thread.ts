import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** What a query may say about its rows, as PGlite takes it; every parser given must return its text unchanged. */
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string) => unknown>;
}

export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** What runs queries: the database, or one of its transactions. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<unknown>;
}

export interface PgliteThreadOptions {
  /** PGlite's data folder; unset means in memory. */
  dataDir?: string;
  /** An in-memory database starts from this dump of a data folder. */
  loadDataDir?: Blob;
  /** Told when the thread stopped unasked (it is started again at once, from `dataDir`). */
  onCrash?: (error: Error) => void;
}

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** A database error as the thread sent it: PostgreSQL's fields (`code`, `detail`, …) kept as they were. */
function rebuild(fields: { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

/** Node's global; TypeScript declares its types only in the DOM library, which the server does not load. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> };
type CompiledWasm = object;

let compiled: Promise<CompiledWasm> | undefined;

/**
 * PGlite's WebAssembly, compiled once for the process and handed to every thread: a thread compiling its own
 * spent ~0.9 s of CPU more on each start (a test run starts one per test database; the server one per crash).
 */
function pgliteModule(): Promise<CompiledWasm> {
  compiled ??= readFile(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/**
 * The embedded PostgreSQL (PGlite) in a worker thread of its own, so that its WebAssembly never holds up the
 * server's event loop (issue 32: 29 % of a class joining, 41 % of the classroom mix, was PGlite). Each query is
 * one message each way; a transaction holds the database in the thread, as it did in-process, until it ends.
 * Drizzle's PGlite driver takes it in place of a PGlite.
 */
export class PgliteThread implements PgliteQueries {
  private worker!: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private closing = false;
  /** Down after a crash until started again: queries are refused meanwhile (and /readyz says so). */
  private down = false;
  private started!: Promise<void>;
  private readonly template: Promise<ArrayBuffer | undefined>;

  constructor(private readonly options: PgliteThreadOptions) {
    this.template = options.loadDataDir ? options.loadDataDir.arrayBuffer() : Promise.resolve(undefined);
    this.start();
  }

  /** Resolves once the database is open. */
  get ready(): Promise<void> {
    return this.started;
  }

  private start(): void {
    this.started = Promise.all([this.template, pgliteModule()]).then(
      ([loadDataDir, pgliteWasmModule]) =>
        new Promise<void>((resolve, reject) => {
          const { dataDir } = this.options;
          const worker = new Worker(WORKER_URL, { workerData: { dataDir, loadDataDir, pgliteWasmModule } });
          this.worker = worker;
          let opened = false;
          worker.on("message", (message: { ready?: true; id?: number; result?: unknown; error?: never }) => {
            if (message.ready) {
              opened = true;
              this.down = false;
              return resolve();
            }
            const waiting = this.waiting.get(message.id as number);
            if (!waiting) return;
            this.waiting.delete(message.id as number);
            if (message.error) waiting.reject(rebuild(message.error));
            else waiting.resolve(message.result);
          });
          worker.on("error", (error) => reject(error));
          worker.on("exit", (code) => this.stopped(worker, code, opened, reject));
        }),
    );
    // A failed start is told to whoever waits on `ready` or sends a query.
    this.started.catch(() => undefined);
  }

  /** A thread that had opened the database is started again; one that could not open it is not (its error stays). */
  private stopped(worker: Worker, code: number, opened: boolean, rejectStart: (error: Error) => void): void {
    if (worker !== this.worker) return;
    const error = new Error(`The database thread stopped (exit code ${code})`);
    rejectStart(error);
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    if (this.closing || !opened) return;
    this.down = true;
    this.options.onCrash?.(error);
    this.start();
  }

  private async send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.down) throw new Error("The database is starting again after its thread stopped");
    await this.started;
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<unknown> {
    return this.send({ op: "exec", sql });
  }

  private queryIn<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const textTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send<QueryResult<T>>({ op: "query", tx, sql, params, rowMode: options?.rowMode, textTypes });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: "begin" });
    const queries: PgliteQueries = {
      query: (sql, params, options) => this.queryIn(tx, sql, params, options),
      exec: (sql) => this.send({ op: "exec", tx, sql }),
    };
    let result: T;
    try {
      result = await work(queries);
    } catch (error) {
      await this.send({ op: "finish", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: "finish", tx, commit: true });
    return result;
  }

  /** The database as a tarball of its data folder (PGlite's `dumpDataDir`). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: "dump" })]);
  }

  /** Stops the thread as if it had crashed (tests). */
  crash(): Promise<number> {
    return this.worker.terminate();
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.send({ op: "close" }).catch(() => undefined);
    await this.worker.terminate();
  }
}

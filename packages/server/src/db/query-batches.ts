interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * The gap for what a crowd asks at once (a class's session lookups and player rows): a query every 20 ms at
 * most, so a join waits that much more at worst, and a class of hundreds is read in a few queries.
 */
export const CROWD_GAP_MS = 20;

export interface QueryBatchOptions {
  /** The most items one query takes. */
  maxBatch?: number;
  /** A query starts at least this long after the one before it started: a crowd waits a little, and is one query. */
  gapMs?: number;
}

/**
 * Many small reads or writes of one kind made as few queries (issue 32: a class joining at once asked for a
 * session lookup and a player row per socket, two queries for every three joins, each costing the server's
 * thread more than the rows it read). The first item waits for the end of its event-loop turn; while a query
 * runs, and until `gapMs` after it started, everything asked waits and goes into the next query together. An idle
 * server answers after one turn; a busy one makes a query every `gapMs` at most.
 */
export class QueryBatches<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private busy = false;
  private lastStart = Number.NEGATIVE_INFINITY;
  private readonly maxBatch: number;
  private readonly gapMs: number;

  /** `run` answers for each item, in the order given; it is called once at a time. */
  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    { maxBatch = 500, gapMs = 0 }: QueryBatchOptions = {},
  ) {
    this.maxBatch = maxBatch;
    this.gapMs = gapMs;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.busy) return;
      this.busy = true;
      this.scheduleNext();
    });
  }

  private scheduleNext(): void {
    const wait = this.lastStart + this.gapMs - performance.now();
    if (wait > 0) setTimeout(() => void this.runNext(), wait);
    else setImmediate(() => void this.runNext());
  }

  private async runNext(): Promise<void> {
    this.lastStart = performance.now();
    const batch = this.waiting.splice(0, this.maxBatch);
    try {
      const results = await this.run(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as R);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    if (this.waiting.length > 0) this.scheduleNext();
    else this.busy = false;
  }
}

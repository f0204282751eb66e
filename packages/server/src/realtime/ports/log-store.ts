import type { LogEntry } from "@quizdeck/game/commands";

/**
 * Where a game's commands are kept so that the game can be rebuilt: by another node when its owner dies, or by
 * the same node after a restart. Redis with several nodes; the database on one.
 */
export interface LogStore {
  /**
   * Queues the entry; it is written soon after, in order, without holding up the command. The promise resolves
   * once the entry is stored (or its write failed, which the store logs); it never rejects.
   */
  append(gameId: string, entry: LogEntry): Promise<void>;
  /** Every entry written for the game, in order. */
  load(gameId: string): Promise<LogEntry[]>;
  /** Forgets an ended game's log. */
  drop(gameId: string): Promise<void>;
  /** Writes whatever is queued. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A promise for a batch of entries still to be written, and what settles it (Node 20 has no `Promise.withResolvers`). */
export function batchStored(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

/**
 * The entries appended since a store's last write, per game, with one promise for all of them: a store takes the
 * whole queue for one write and settles the promise when the write is done.
 */
export class LogQueue<E> {
  private entries = new Map<string, E[]>();
  private stored = batchStored();

  /** Resolves when the entry is stored (or its write failed). */
  add(gameId: string, entry: E): Promise<void> {
    const queued = this.entries.get(gameId);
    if (queued) queued.push(entry);
    else this.entries.set(gameId, [entry]);
    return this.stored.promise;
  }

  /** Forgets a game's queued entries (its log is being dropped); they count as stored with the rest. */
  discard(gameId: string): void {
    this.entries.delete(gameId);
  }

  get empty(): boolean {
    return this.entries.size === 0;
  }

  /** Takes the queued entries, and what to call once they are stored; the queue starts again empty. */
  take(): { entries: Map<string, E[]>; stored: () => void } {
    const taken = { entries: this.entries, stored: this.stored.resolve };
    this.entries = new Map();
    this.stored = batchStored();
    return taken;
  }
}

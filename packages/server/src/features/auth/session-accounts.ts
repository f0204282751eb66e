import type { Db } from "../../db/connect";
import { hashToken } from "../../db/token-hash";
import type { EndedSessions } from "../../realtime/transport/socket-server";
import { type FoundSession, findSessionAccountsByHash, type SessionAccount } from "./repository";

/** How long a node trusts what it read about a session without reading it again. */
export const SESSION_CACHE_MS = 5_000;
/** Past this many sessions the oldest remembered one is dropped first. */
const MAX_ENTRIES = 50_000;
/** The most token hashes one lookup query asks for. */
const MAX_BATCH = 500;

export interface SocketSessionAccount extends SessionAccount {
  /** The session's hash: its sockets' room. */
  sessionHash: string;
}

interface Entry {
  account: SessionAccount;
  until: number;
}

/** The sessions asked for during one event-loop turn, read with one query at the end of it. */
interface Batch {
  /** The forgets counted when the batch began: what it reads is remembered only if none happened since. */
  generation: number;
  waiting: Map<string, { resolve: (found: FoundSession | null) => void; reject: (error: unknown) => void }[]>;
}

/**
 * Who a session cookie belongs to, read from the database and remembered for a few seconds (issue 15): every
 * request of a signed-in user needs it, and the lookup was a third of a listing read's database round trips.
 *
 * An ended session is forgotten before its sign-out answers: here at once, and on the other nodes through the
 * live game's Redis adapter, which waits for each node to confirm (`SessionEnds`, `socket-server.ts`). Unknown
 * tokens are never remembered, so guessing fills nothing.
 *
 * The sessions not remembered are read together: every lookup of one event-loop turn goes into one query (a
 * class joining at once opens hundreds of sockets, each with its own cookie, in a few turns).
 */
export class SessionAccounts {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgets: a lookup that was under way when one happened does not remember what it read. */
  private generation = 0;
  private batch: Batch | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async userId(token: string | undefined): Promise<string | null> {
    return (await this.account(token))?.userId ?? null;
  }

  async account(token: string | undefined): Promise<SocketSessionAccount | null> {
    if (!token || token.length > 100) return null;
    const sessionHash = hashToken(token);
    const remembered = this.entries.get(sessionHash);
    if (remembered && remembered.until > this.now()) return { ...remembered.account, sessionHash };
    if (remembered) this.entries.delete(sessionHash);
    const found = await this.read(sessionHash);
    return found ? { ...found.account, sessionHash } : null;
  }

  private read(sessionHash: string): Promise<FoundSession | null> {
    if (!this.batch) {
      this.batch = { generation: this.generation, waiting: new Map() };
      setImmediate(() => this.readBatch());
    }
    const { waiting } = this.batch;
    return new Promise((resolve, reject) => {
      const callers = waiting.get(sessionHash);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(sessionHash, [{ resolve, reject }]);
    });
  }

  private readBatch(): void {
    const batch = this.batch;
    this.batch = null;
    if (!batch) return;
    const hashes = [...batch.waiting.keys()];
    for (let start = 0; start < hashes.length; start += MAX_BATCH) {
      const part = hashes.slice(start, start + MAX_BATCH);
      findSessionAccountsByHash(this.db, part).then(
        (found) => {
          for (const hash of part) {
            const session = found.get(hash) ?? null;
            if (session && batch.generation === this.generation) this.remember(hash, session);
            for (const caller of batch.waiting.get(hash) ?? []) caller.resolve(session);
          }
        },
        (error: unknown) => {
          for (const hash of part) for (const caller of batch.waiting.get(hash) ?? []) caller.reject(error);
        },
      );
    }
  }

  /** Drops what this node remembers of ended sessions (or of a user whose name changed). */
  forget(ended: EndedSessions): void {
    this.generation += 1;
    if ("tokenHash" in ended) {
      this.entries.delete(ended.tokenHash);
      return;
    }
    for (const [hash, entry] of this.entries) if (entry.account.userId === ended.userId) this.entries.delete(hash);
  }

  private remember(sessionHash: string, found: FoundSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(this.now() + SESSION_CACHE_MS, found.expiresAt.getTime());
    this.entries.set(sessionHash, { account: found.account, until });
  }
}

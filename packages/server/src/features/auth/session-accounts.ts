import type { Db } from "../../db/connect";
import { CROWD_GAP_MS, QueryBatches } from "../../db/query-batches";
import { cookieTokenHash } from "../../db/token-hash";
import type { EndedSessions } from "../../realtime/transport/socket-server";
import { type FoundSession, findSessionAccountsByHash, type SessionAccount } from "./repository";

/**
 * How long a node of several trusts what it read about a session without reading it again: a node that misses
 * another's sign-out (Redis out of its reach) serves the ended session for this long at most.
 */
export const SESSION_CACHE_MS = 5_000;
/**
 * The same on a node alone (no Redis), where every sign-out, deletion and rename passes through this node and is
 * forgotten at once: a class that reconnects after a network drop is served from memory. The limit only bounds how
 * long a change made behind the server's back (by hand, in the database) goes unseen.
 */
export const SESSION_CACHE_ALONE_MS = 10 * 60_000;
/** Past this many sessions the oldest remembered one is dropped first. */
const MAX_ENTRIES = 50_000;
/** The most token hashes one lookup query asks for. */
const MAX_BATCH = 500;

export interface SocketSessionAccount extends SessionAccount {
  /** The session's hash: its sockets' room. */
  sessionHash: string;
}

const withHash = ({ userId, username }: SessionAccount, sessionHash: string): SocketSessionAccount => ({
  userId,
  username,
  sessionHash,
});

/** A session asked for, and the forgets counted then: what is read is remembered only if none happened since. */
interface Lookup {
  sessionHash: string;
  generation: number;
}

interface Entry {
  account: SessionAccount;
  until: number;
}

/**
 * Who a session cookie belongs to, read from the database and remembered for a few seconds (issue 15): every
 * request of a signed-in user needs it, and the lookup was a third of a listing read's database round trips.
 *
 * An ended session is forgotten before its sign-out answers: here at once, and on the other nodes through the
 * live game's Redis adapter, which waits for each node to confirm (`Announcer`, `socket-server.ts`). Unknown
 * tokens are never remembered, so guessing fills nothing.
 *
 * The sessions not remembered are read together (`QueryBatches`): a class joining at once opens hundreds of
 * sockets, each with its own cookie, and they are read a few hundred a query.
 */
export class SessionAccounts {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgets: a lookup that was under way when one happened does not remember what it read. */
  private generation = 0;
  private readonly lookups: QueryBatches<Lookup, FoundSession | null>;

  private readonly rememberMs: number;
  private readonly now: () => number;

  /** `rememberMs`: SESSION_CACHE_MS unless this node is alone; `now`: the clock (a test's). */
  constructor(
    private readonly db: Db,
    { rememberMs = SESSION_CACHE_MS, now = Date.now }: { rememberMs?: number; now?: () => number } = {},
  ) {
    this.rememberMs = rememberMs;
    this.now = now;
    this.lookups = new QueryBatches((asked) => this.readBatch(asked), { maxBatch: MAX_BATCH, gapMs: CROWD_GAP_MS });
  }

  async userId(token: string | undefined): Promise<string | null> {
    return (await this.account(token))?.userId ?? null;
  }

  async account(token: string | undefined): Promise<SocketSessionAccount | null> {
    const sessionHash = cookieTokenHash(token);
    if (sessionHash === null) return null;
    const remembered = this.entries.get(sessionHash);
    if (remembered && remembered.until > this.now()) return withHash(remembered.account, sessionHash);
    if (remembered) this.entries.delete(sessionHash);
    const found = await this.read(sessionHash);
    return found ? withHash(found.account, sessionHash) : null;
  }

  private read(sessionHash: string): Promise<FoundSession | null> {
    return this.lookups.add({ sessionHash, generation: this.generation });
  }

  private async readBatch(asked: Lookup[]): Promise<(FoundSession | null)[]> {
    const found = await findSessionAccountsByHash(this.db, [...new Set(asked.map((lookup) => lookup.sessionHash))]);
    return asked.map(({ sessionHash, generation }) => {
      const session = found.get(sessionHash) ?? null;
      if (session && generation === this.generation) this.remember(sessionHash, session);
      return session;
    });
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
    const until = Math.min(this.now() + this.rememberMs, found.expiresAt.getTime());
    this.entries.set(sessionHash, { account: found.account, until });
  }
}

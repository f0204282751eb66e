import type { FastifyInstance, FastifyReply } from "fastify";
import { JSON_TYPE } from "./content-types";

declare module "fastify" {
  interface FastifyContextConfig {
    /** true: a write that changes no deck, card, like, username or group, so no listing is forgotten for it. */
    listingsUnchanged?: boolean;
  }
}

/** Past this many listings the oldest one read is dropped first (every search's words make a key). */
const MAX_ENTRIES = 500;

interface Entry {
  readAt: number;
  value: Promise<unknown>;
}

/**
 * The listings every reader asks for (all decks, Find Decks' pages, the groups), read once and served to everyone
 * who would be given the same answer (decision 019): a class browsing during a game asks the database once a
 * second per page instead of once per request.
 *
 * Any write request forgets every listing before it answers: on this node, and on the others through the live
 * game's Redis adapter, which waits for each to confirm; a node that did not confirm serves what it read for at most
 * `ttlMs` (config `LISTING_CACHE_MS`, a second). A read under way when a write happens serves its waiters but is
 * not kept. A failed read is not kept either.
 */
export class ListingCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners: (() => void | Promise<void>)[] = [];

  constructor(
    /** config LISTING_CACHE_MS */
    private readonly ttlMs: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** The value of `key`: read by `load` unless a read of it began less than `ttlMs` ago and nothing changed since. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.readAt < this.ttlMs) return kept.value as Promise<T>;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { readAt: this.now(), value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * Something a listing may show was written on this node: forget every listing, and tell the listeners; settles
   * when they are done (the other nodes have heard).
   */
  async written(): Promise<void> {
    this.entries.clear();
    await Promise.all(this.listeners.map((listener) => listener()));
  }

  /** Another node wrote something a listing may show. */
  writtenElsewhere(): void {
    this.entries.clear();
  }

  /** `listener` hears of every write on this node (the live game passes it on to the other nodes). */
  onWritten(listener: () => void | Promise<void>): void {
    this.listeners.push(listener);
  }
}

/** Answers with the JSON of `key`'s listing, serialised and encoded once per read instead of once per request. */
export async function sendListing(
  reply: FastifyReply,
  cache: ListingCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.read(key, async () => Buffer.from(JSON.stringify(await load())));
  return reply.type(JSON_TYPE).send(body);
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request to a write route forgets the listings before its answer leaves, whatever the answer: a route
 * that changes nothing a listing shows says so (`listingsUnchanged`), and a new route forgets them until it does.
 */
export function registerListingForgetting(app: FastifyInstance, cache: ListingCache): void {
  // A callback hook: the reads, most requests, pass without a promise made for them.
  app.addHook("onSend", (request, _reply, payload, done) => {
    const write = !READS.has(request.method) && request.routeOptions.url !== undefined;
    if (!write || request.routeOptions.config.listingsUnchanged) return done(null, payload);
    cache.written().then(() => done(null, payload), done);
  });
}

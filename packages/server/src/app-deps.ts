import type { Config } from "./config";
import type { Db } from "./db/connect";
import type { ListingCache } from "./http/listing-cache";
import type { SessionLookup } from "./http/session";
import type { EndedSessions } from "./realtime/transport/socket-server";

/**
 * What every feature's routes are given; app.ts fills it. The session parts are features/auth's session cache
 * and announcer, described here by what the routes call, so that this file stays below the features.
 */
export interface Deps {
  db: Db;
  config: Config;
  /** Who a session cookie belongs to (remembered for a few seconds); `forget` drops what this node remembers. */
  sessions: SessionLookup & { forget(ended: EndedSessions): void };
  /** Whose guest session a cookie is, and its one game (features/guests' lookups, read together). */
  guestSessions: { account(token: string | undefined): Promise<{ guestGameId: string } | null> };
  /** Tells whoever acts on ended sessions; settles once every node has forgotten them. */
  sessionEnds: { announce(ended: EndedSessions): Promise<void> };
  /** Tells the live game that an account is about to be deleted; settles once the game it hosts has ended. */
  accountsClosing: { announce(userId: string): Promise<void> };
  /** The listings read once for every reader given the same answer (decision 019). */
  listings: ListingCache;
}

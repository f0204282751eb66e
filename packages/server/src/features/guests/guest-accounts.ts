import type { Db } from "../../db/connect";
import { CROWD_GAP_MS, QueryBatches } from "../../db/query-batches";
import { cookieTokenHash } from "../../db/token-hash";
import { findGuestSocketAccounts, type GuestSocketAccount } from "./repository";

/**
 * Whose guest session a cookie is, read together (issue 32): a class of guests opens its sockets at once, and
 * each handshake (and each join page's session check) asked the database on its own. The sessions asked for
 * meanwhile are read a few hundred a query, as accounts' sessions are (`SessionAccounts`). Nothing is remembered:
 * a guest session that ends (its game over, or claimed by a new account) is refused at the next lookup.
 */
export class GuestAccounts {
  private readonly lookups: QueryBatches<string, GuestSocketAccount | null>;

  /** `read`: the guest sessions among some token hashes (the repository's, unless a test looks on). */
  constructor(
    db: Db,
    read: (tokenHashes: string[]) => Promise<Map<string, GuestSocketAccount>> = (tokenHashes) =>
      findGuestSocketAccounts(db, tokenHashes),
  ) {
    this.lookups = new QueryBatches(
      async (asked) => {
        const found = await read([...new Set(asked)]);
        return asked.map((tokenHash) => found.get(tokenHash) ?? null);
      },
      { gapMs: CROWD_GAP_MS },
    );
  }

  /** The guest session of a cookie's token, or null when it carries none that is valid. */
  async account(token: string | undefined): Promise<GuestSocketAccount | null> {
    const tokenHash = cookieTokenHash(token);
    return tokenHash === null ? null : this.lookups.add(tokenHash);
  }
}

import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { SessionAccounts } from "../features/auth/session-accounts";
import type { SessionEnds } from "../features/auth/session-ends";

/** What every feature's routes are given. */
export interface Deps {
  db: Db;
  config: Config;
  /** Who a session cookie belongs to (remembered for a few seconds). */
  sessions: SessionAccounts;
  sessionEnds: SessionEnds;
}

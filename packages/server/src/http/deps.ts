import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { SessionEnds } from "../features/auth/session-ends";

/** What every feature's routes are given. */
export interface Deps {
  db: Db;
  config: Config;
  sessionEnds: SessionEnds;
}

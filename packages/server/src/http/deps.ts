import type { Config } from "../config";
import type { Db } from "../db/connect";

/** What every feature's routes are given. */
export interface Deps {
  db: Db;
  config: Config;
}

import type { LogEntry } from "@quizdeck/game/commands";

/**
 * Where a game's commands are kept so that the game can be rebuilt: by another node when its owner dies, or by
 * the same node after a restart. Redis with several nodes; the database on one.
 */
export interface LogStore {
  /** Queues the entry; it is written soon after, in order, without holding up the command. */
  append(gameId: string, entry: LogEntry): void;
  /** Every entry written for the game, in order. */
  load(gameId: string): Promise<LogEntry[]>;
  /** Forgets an ended game's log. */
  drop(gameId: string): Promise<void>;
  /** Writes whatever is queued. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

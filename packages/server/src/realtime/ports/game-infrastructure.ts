import type { LogStore } from "./log-store";
import type { Placement } from "./placement";

/**
 * Where the live game runs and keeps its log, and how a node hands its games over: one node (its placement is
 * local, its log the database) or several (leases and logs in Redis). `app.ts` makes it
 * (adapters/game-infrastructure.ts); the transport starts, drains and closes it with the node.
 */
export interface GameInfrastructure {
  placement: Placement;
  logStore: LogStore;
  /** Writes the queued log and gives up every game's lease: the drain. */
  handOver(): Promise<void>;
  /** PINGs Redis (readiness); absent on one node. */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

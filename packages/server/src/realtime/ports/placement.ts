import type { Command, CommandResult } from "@quizdeck/game/commands";

/** What a command answers to the transport, also from another node. */
export type RunResult = Pick<CommandResult, "snapshot" | "isHost">;
/** `commandId`: a forwarded command's id, the same each time it is sent (see `forward`). */
export type CommandHandler = (gameId: string, command: Command, commandId?: string) => Promise<RunResult>;

/**
 * The owner lost the game (it died, or its lease ran out) while a forwarded command was with it: the command may
 * or may not have run. Send it again, with the same id, to wherever the game is now; the game's log tells.
 */
export class OwnerLost extends Error {
  constructor() {
    super("The node running the game lost it before answering");
  }
}

/**
 * Where each game runs and how commands reach it: on one node every game runs here; with several nodes each
 * game has one owner, and the others forward commands to it.
 */
export interface Placement {
  readonly nodeId: string;
  /** The node running the game, or null when none does. */
  ownerOf(gameId: string): Promise<string | null>;
  /** Makes this node the owner if nobody is; true when it now is. */
  claim(gameId: string): Promise<boolean>;
  /**
   * Whether this node still runs a game it opened: true at once while its lease is surely its own, else after
   * asking (a loop stalled past the lease may have let another node take the game; `onLost` is told then).
   */
  stillHolds(gameId: string): true | Promise<boolean>;
  release(gameId: string): Promise<void>;
  /**
   * Runs the command on the owner and answers its result, however late, or throws its refusal; throws `OwnerLost`
   * when the owner loses the game before answering. `commandId` names the command to its owner: one sent again
   * with the same id after an `OwnerLost` runs at most once.
   */
  forward(owner: string, gameId: string, command: Command, commandId: string): Promise<RunResult>;
  /** `handle` runs commands forwarded here; `onLost` is told when another node took a game over. */
  start(handle: CommandHandler, onLost: (gameId: string) => void): Promise<void>;
  close(): Promise<void>;
}

import type { Command, CommandResult } from "@quizdeck/game/commands";

/** What a command answers to the transport, also from another node. */
export type RunResult = Pick<CommandResult, "snapshot" | "isHost">;
export type CommandHandler = (gameId: string, command: Command) => Promise<RunResult>;

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
  release(gameId: string): Promise<void>;
  /** Runs the command on the owner and answers its result, or throws its refusal. */
  forward(owner: string, gameId: string, command: Command): Promise<RunResult>;
  /** `handle` runs commands forwarded here; `onLost` is told when another node took a game over. */
  start(handle: CommandHandler, onLost: (gameId: string) => void): Promise<void>;
  close(): Promise<void>;
}

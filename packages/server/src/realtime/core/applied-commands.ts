import type { LogEntry } from "@quizdeck/game/commands";

/**
 * How long a forwarded command's id is remembered: well past the longest a forwarding node waits for an owner
 * (30 s) plus a lease running out (6 s), after which it may send the command again to the game's next node.
 */
export const COMMAND_IDS_KEPT_MS = 2 * 60 * 1000;

/**
 * The ids of the forwarded commands a game ran lately, from its log and since: a command sent again after its
 * owner died is answered as having run, not run twice (issue 32).
 */
export class AppliedCommands {
  /** Each id with when its command ran, oldest first. */
  private readonly ids = new Map<string, number>();

  constructor(history: LogEntry[], now: number) {
    for (const { id, now: ranAt } of history)
      if (id !== undefined && ranAt > now - COMMAND_IDS_KEPT_MS) this.ids.set(id, ranAt);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  remember(id: string, now: number): void {
    for (const [old, ranAt] of this.ids) {
      if (ranAt > now - COMMAND_IDS_KEPT_MS) break;
      this.ids.delete(old);
    }
    this.ids.set(id, now);
  }
}

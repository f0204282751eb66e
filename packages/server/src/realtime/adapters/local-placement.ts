import type { Placement, RunResult } from "../ports/placement";

/** One node: every game that runs, runs here. */
export class LocalPlacement implements Placement {
  readonly nodeId = "local";
  private readonly owned = new Set<string>();

  async ownerOf(gameId: string): Promise<string | null> {
    return this.owned.has(gameId) ? this.nodeId : null;
  }

  async claim(gameId: string): Promise<boolean> {
    this.owned.add(gameId);
    return true;
  }

  stillHolds(): true {
    return true;
  }

  async release(gameId: string): Promise<void> {
    this.owned.delete(gameId);
  }

  forward(): Promise<RunResult> {
    return Promise.reject(new Error("One node has no other node to forward to"));
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.owned.clear();
  }
}

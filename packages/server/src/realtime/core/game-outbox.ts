import type { Emit } from "@quizdeck/game/game-state";

/**
 * How many events one game sends in one turn of the event loop. A question's close in a 10,000-player game is
 * 10,000 personal `question_result` frames, about 0.75 s of sending; in slices of this size the other games on
 * the node, and this game's own answers and joins, are served in between (about 15 ms per slice).
 */
export const OUTBOX_SLICE = 200;

/**
 * One game's outgoing events, sent in order: the first slice at once, the rest over later turns of the event
 * loop. Everything the game sends goes through it, so a leaderboard never overtakes the results before it.
 */
export class GameOutbox {
  private queue: Emit[] = [];
  private next = 0;
  private scheduled = false;
  private closed = false;

  constructor(
    /** Hands over one slice, in order. */
    private readonly send: (emits: readonly Emit[]) => void,
    private readonly defer: (callback: () => void) => void,
    private readonly slice = OUTBOX_SLICE,
  ) {}

  push(emits: readonly Emit[]): void {
    if (this.closed || emits.length === 0) return;
    this.queue.push(...emits);
    if (!this.scheduled) this.flush();
  }

  /** Stops sending: what is still queued is dropped (the node is shutting down). */
  close(): void {
    this.closed = true;
    this.queue = [];
    this.next = 0;
  }

  private flush(): void {
    const end = Math.min(this.queue.length, this.next + this.slice);
    // Marked before sending: a send that leads to another push (it never should) must queue, not recurse.
    this.scheduled = true;
    const slice = this.queue.slice(this.next, end);
    this.next = end;
    this.send(slice);
    if (!this.closed && this.next < this.queue.length) {
      this.defer(() => this.flush());
      return;
    }
    this.queue = [];
    this.next = 0;
    this.scheduled = false;
  }
}

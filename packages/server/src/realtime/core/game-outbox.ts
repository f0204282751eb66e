import type { Emit } from "@quizdeck/game/game-state";
import type { GameSnapshot } from "@quizdeck/shared/socket-events";

/**
 * A connection whose join was applied: it goes into the game's rooms (and gets its snapshot) at this point of the
 * game's events, so that it hears everything said after its join and nothing its snapshot already holds. Only the
 * node holding the connection finds it. `rooms: false`: a member's connection that asked for its snapshot
 * (confirm_connection) gets it here, in order, and is not put in any room.
 */
export interface Seating {
  to: "connection";
  connectionId: string;
  host: boolean;
  rooms?: false;
  snapshot?: GameSnapshot;
}

/** What a game sends, in order: events for its members, and the connections that join it. */
export type Outgoing = Emit | Seating;

export const isSeating = (item: Outgoing): item is Seating => item.to === "connection";

/**
 * How many events one game sends in one turn of the event loop. A question's close in a 10,000-player game is
 * 10,000 personal `question_result` frames, about 0.75 s of sending; in slices of this size the other games on
 * the node, and this game's own answers and joins, are served in between (about 15 ms per slice).
 */
export const OUTBOX_SLICE = 200;

/** The events of one push, and whether they still wait (for their command's log entry). */
interface Batch {
  readonly emits: readonly Outgoing[];
  waiting: boolean;
}

/**
 * One game's outgoing events, sent in order: the first slice at once, the rest over later turns of the event
 * loop. Everything the game sends goes through it, so a leaderboard never overtakes the results before it. A
 * batch may wait for something (its command's log entry to be stored); the batches behind it wait with it.
 */
export class GameOutbox {
  private batches: Batch[] = [];
  /** How many events of the first batch are sent. */
  private sent = 0;
  private scheduled = false;
  private closed = false;

  constructor(
    /** Hands over one slice, in order. */
    private readonly send: (emits: readonly Outgoing[]) => void,
    private readonly defer: (callback: () => void) => void,
    private readonly slice = OUTBOX_SLICE,
  ) {}

  /** Queues the events; with `after`, they (and every event pushed later) go once it has settled. */
  push(emits: readonly Outgoing[], after?: Promise<void>): void {
    if (this.closed || emits.length === 0) return;
    const batch: Batch = { emits, waiting: after !== undefined };
    this.batches.push(batch);
    after?.then(() => {
      batch.waiting = false;
      if (!this.scheduled) this.flush();
    });
    if (!this.scheduled) this.flush();
  }

  /** Stops sending: what is still queued is dropped (the node is shutting down). */
  close(): void {
    this.closed = true;
    this.batches = [];
    this.sent = 0;
  }

  private flush(): void {
    const slice = this.take();
    if (slice.length === 0) {
      this.scheduled = false;
      return;
    }
    // Marked before sending: a send that leads to another push (it never should) must queue, not recurse.
    this.scheduled = true;
    this.send(slice);
    if (this.front()) this.defer(() => this.flush());
    else this.scheduled = false;
  }

  /** The first batch, when it may go. */
  private front(): Batch | undefined {
    const first = this.batches[0];
    return !this.closed && first && !first.waiting ? first : undefined;
  }

  /** The next slice: up to `slice` events, from the batches at the front that no longer wait. */
  private take(): Outgoing[] {
    const slice: Outgoing[] = [];
    for (let batch = this.front(); batch && slice.length < this.slice; batch = this.front()) {
      const end = Math.min(batch.emits.length, this.sent + this.slice - slice.length);
      slice.push(...batch.emits.slice(this.sent, end));
      this.sent = end;
      if (end === batch.emits.length) {
        this.batches.shift();
        this.sent = 0;
      }
    }
    return slice;
  }
}

/** What became of one request for the game's snapshot. */
export type ConfirmOutcome = "answered" | "unanswered" | "refused";

export interface ConfirmRetryOptions {
  /** Ticks before giving up (CONNECT_RETRY_LIMIT: a tick a second). */
  limit: number;
  /** Whether a snapshot has arrived. */
  confirmed(): boolean;
  /** Whether a request can be sent now (the socket is connected). */
  connected(): boolean;
  /** Sends connect_game; settles with what became of it (a timeout is "unanswered"). */
  send(): Promise<ConfirmOutcome>;
  /** No snapshot after `limit` ticks. */
  giveUp(): void;
}

/**
 * Asking for the game's snapshot until it comes (issue #4 item 7): a request at once and then at every tick while
 * unconfirmed, but never a second one while the first is unanswered (issue 32: a class reconnecting at once to a
 * server slower than a second per answer sent it twelve requests each, every one forwarded to the node running the
 * game, and the storm fed itself). After `limit` ticks without a snapshot it gives up; a refusal that will not change
 * on retry stops it (the caller shows it).
 */
export class ConfirmRetries {
  private ticks = 0;
  private stopped = false;
  /** The request under way, if any: only its own answer frees the way for the next. */
  private asking: object | null = null;

  constructor(private readonly options: ConfirmRetryOptions) {}

  /** A new connection: count again from zero, and ask at once (a request on the old connection is forgotten). */
  restart(): void {
    this.ticks = 0;
    this.stopped = false;
    this.asking = null;
    this.tick();
  }

  /** A tick of the retry clock (every CONNECT_RETRY_INTERVAL_MS). */
  tick(): void {
    const { options } = this;
    if (this.stopped || options.confirmed()) return;
    this.ticks += 1;
    if (this.ticks > options.limit) {
      this.stopped = true;
      options.giveUp();
      return;
    }
    if (!options.connected() || this.asking) return;
    const request = {};
    this.asking = request;
    void options.send().then((outcome) => {
      if (this.asking === request) this.asking = null;
      if (outcome === "refused") this.stopped = true;
    });
  }
}

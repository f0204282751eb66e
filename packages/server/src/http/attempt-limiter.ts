/**
 * Counts attempts per key in a sliding window, in memory. Used for signups per email and, through
 * LoginThrottle, for failed logins per account and per account and address.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.retryAfterMs(key, now) > 0;
  }

  /** 0 while the key is under its limit; otherwise how long until enough of its attempts leave the window. */
  retryAfterMs(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    const firstToLeave = recent[recent.length - this.limit];
    return firstToLeave === undefined ? 0 : firstToLeave + this.windowMs - now;
  }

  /** The times of the key's attempts still in the window, oldest first. */
  recent(key: string, now = Date.now()): readonly number[] {
    return (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  record(key: string, now = Date.now()): void {
    const recent = [...this.recent(key, now), now];
    // Re-inserting moves the key to the end of the map's order, so the first key is the one idle longest.
    this.attempts.delete(key);
    if (this.attempts.size >= this.maxKeys) {
      const idlest = this.attempts.keys().next().value;
      if (idlest !== undefined) this.attempts.delete(idlest);
    }
    this.attempts.set(key, recent);
  }

  /** Takes back one attempt recorded at `time`. */
  forget(key: string, time: number): void {
    const times = this.attempts.get(key);
    const index = times?.indexOf(time) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }
}

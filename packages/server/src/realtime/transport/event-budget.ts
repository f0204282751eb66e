/** A token bucket's size and refill. */
export interface BudgetRule {
  burst: number;
  perSecond: number;
}

/**
 * Events for the game the socket plays in, per event: in-memory work. A real client sends a few a second at most (a
 * host's clicks, an answer per question); the burst also takes a script of a class playing at machine speed.
 */
export const OWN_GAME_EVENTS: BudgetRule = { burst: 60, perSecond: 10 };
/**
 * Events for any other game, all together: each may read the database (the game's record and log). A real client
 * joins one game and retries connect_game once a second; a script trying made-up ids is refused.
 */
export const OTHER_GAME_EVENTS: BudgetRule = { burst: 20, perSecond: 5 };
/** A socket refused this many times keeps sending past its budget on purpose: it is disconnected. */
export const MAX_REFUSALS = 50;

/** One socket's token buckets, made at its first event; kept small, as there is one per connection. */
export class EventBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private refusals = 0;

  /** Takes a token from the bucket `key`: false when it is empty, and the event is refused. */
  take(key: string, rule: BudgetRule, now: number): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) {
      this.buckets.set(key, { tokens: rule.burst - 1, at: now });
      return true;
    }
    bucket.tokens = Math.min(rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return true;
    }
    this.refusals += 1;
    return false;
  }

  get exhausted(): boolean {
    return this.refusals >= MAX_REFUSALS;
  }
}

import { AttemptLimiter } from "../../http/attempt-limiter";

/** The rule of docs/decisions/005-login-throttling.md. */
export const loginThrottleRules = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one email from one address that cost nothing. */
  freeFailures: 4,
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelayMs: 2000,
  /** Failures of one email from one address that refuse that pair until the oldest leaves the window. */
  pairLimit: 10,
  /** Failures of one email from all addresses together that refuse the account everywhere. */
  accountLimit: 100,
};

export type LoginThrottleRules = typeof loginThrottleRules;

/**
 * Slows password guessing per account and address, so an attacker cannot lock the owner out from elsewhere,
 * with an account-wide ceiling against guesses spread over many addresses. Counts stay in this process.
 */
export class LoginThrottle {
  private readonly pairs: AttemptLimiter;
  private readonly accounts: AttemptLimiter;

  constructor(private readonly rules: LoginThrottleRules = loginThrottleRules) {
    this.pairs = new AttemptLimiter(rules.pairLimit, rules.windowMs);
    this.accounts = new AttemptLimiter(rules.accountLimit, rules.windowMs);
  }

  /**
   * 0 when the attempt may go ahead, and then it counts as failed at once, so that guesses sent in parallel are
   * throttled like guesses sent one after another; `succeeded` takes it back. Otherwise how long to wait.
   */
  admit(email: string, address: string, now = Date.now()): number {
    const waitMs = this.waitMs(email, address, now);
    if (waitMs === 0) this.recordFailure(email, address, now);
    return waitMs;
  }

  /** The attempt admitted at `admittedAt` was right: the pair starts afresh and the account forgets it. */
  succeeded(email: string, address: string, admittedAt: number): void {
    this.pairs.reset(pairKey(email, address));
    this.accounts.forget(accountKey(email), admittedAt);
  }

  /** How long this email must wait before a login from this address is checked; 0 when it may try now. */
  waitMs(email: string, address: string, now = Date.now()): number {
    const pair = pairKey(email, address);
    return Math.max(
      this.pairs.retryAfterMs(pair, now),
      this.accounts.retryAfterMs(accountKey(email), now),
      this.delayMs(this.pairs.recent(pair, now), now),
    );
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    this.pairs.record(pairKey(email, address), now);
    this.accounts.record(accountKey(email), now);
  }

  private delayMs(failures: readonly number[], now: number): number {
    const beyondFree = failures.length - this.rules.freeFailures;
    const last = failures.at(-1);
    if (beyondFree <= 0 || last === undefined) return 0;
    return Math.max(0, last + this.rules.firstDelayMs * 2 ** (beyondFree - 1) - now);
  }
}

const accountKey = (email: string) => email.toLowerCase();
// An address never contains "|", so the first one separates it from the email.
const pairKey = (email: string, address: string) => `${address}|${accountKey(email)}`;

import { randomUUID } from "node:crypto";
import type { LoginBody, SignupBody } from "@quizdeck/shared/auth";
import { isLanguageCode, type LanguageCode } from "@quizdeck/shared/languages";
import { messages } from "@quizdeck/shared/messages";
import type { Db } from "../../db/connect";
import { AppError, rateLimited } from "../../http/app-error";
import { AttemptLimiter } from "../../http/attempt-limiter";
import { addPlayedGame } from "../games";
import { claimGuestResult } from "../guests";
import { recordResults } from "../users";
import { LoginThrottle } from "./login-throttle";
import { hashPassword, prewarmDummyHash, verifyPassword } from "./passwords";
import { createSession, deleteUserHandingOnGroups, findUserByEmail, insertUser } from "./repository";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export class AuthService {
  private readonly loginThrottle = new LoginThrottle();
  private readonly signups = new AttemptLimiter(10, FIFTEEN_MINUTES);

  constructor(private readonly db: Db) {
    prewarmDummyHash();
  }

  /**
   * Creates the account and signs it in; returns the user id and session token. With the token of a guest session
   * (issue 12) whose game has ended, the guest's result becomes the account's first stats and its game one of the
   * account's Past games (issue 29), in the same transaction, once ever.
   */
  async signup(
    body: SignupBody,
    { guestToken, language }: { guestToken?: string; language?: LanguageCode } = {},
  ): Promise<{ userId: string; token: string }> {
    const emailKey = body.email.toLowerCase();
    if (this.signups.isBlocked(emailKey)) throw new AppError("rate_limited", messages.tooManyRequests);
    this.signups.record(emailKey);
    const userId = randomUUID();
    const passwordHash = await hashPassword(body.password);
    const created = await this.db.transaction(async (tx) => {
      if (
        !(await insertUser(tx, { id: userId, email: body.email, passwordHash, username: body.display_name, language }))
      ) {
        return false;
      }
      const claimed = guestToken ? await claimGuestResult(tx, guestToken, userId) : undefined;
      if (claimed) {
        await recordResults(tx, claimed.deckTitle, [{ userId, score: claimed.score, won: claimed.won }]);
        await addPlayedGame(tx, claimed.gameId, { userId, score: claimed.score, rank: claimed.rank });
      }
      return true;
    });
    if (!created) throw new AppError("conflict", messages.emailTaken);
    return { userId, token: await createSession(this.db, userId) };
  }

  /**
   * Signs in from `address` (the client's IP). A throttled attempt is refused before the password is checked,
   * so the refusal says nothing about the guess (docs/decisions/005-login-throttling.md).
   */
  async login(
    body: LoginBody,
    address: string,
  ): Promise<{ userId: string; token: string; language: LanguageCode | null }> {
    const admittedAt = Date.now();
    const waitMs = this.loginThrottle.admit(body.email, address, admittedAt);
    if (waitMs > 0) throw rateLimited(messages.tooManyLoginAttempts, waitMs);
    const user = await findUserByEmail(this.db, body.email);
    // Verified even when there is no such user (against a dummy hash), so both refusals take the same time.
    const passwordMatches = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !passwordMatches) throw new AppError("unauthorized", messages.invalidCredentials);
    this.loginThrottle.succeeded(body.email, address, admittedAt);
    const language = isLanguageCode(user.language) ? user.language : null;
    return { userId: user.id, token: await createSession(this.db, user.id), language };
  }

  /**
   * Deletes the account and everything it owns in one transaction (docs/product.md §10.7): founded groups are
   * handed on first; sessions, decks, cards, likes, memberships, hosted games and images go by cascade.
   */
  async deleteAccount(userId: string): Promise<void> {
    await deleteUserHandingOnGroups(this.db, userId);
  }
}

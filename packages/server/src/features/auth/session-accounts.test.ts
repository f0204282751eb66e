import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/helper";
import type { Db } from "../../db/connect";
import * as schema from "../../db/schema";
import { sessions } from "../../db/schema";
import { hashToken } from "../../db/token-hash";
import { createSession } from "./repository";
import { SESSION_CACHE_ALONE_MS, SESSION_CACHE_MS, SessionAccounts } from "./session-accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-up user's session token, and a cache over the test's database with a clock the test moves. */
async function sessionAndCache(rememberMs?: number) {
  const user = await signUp(t.app);
  const token = user.cookie.replace("qd_session=", "");
  let now = Date.now();
  const cache = new SessionAccounts(t.database.db, { rememberMs, now: () => now });
  const endInDatabase = () => t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return { user, token, cache, endInDatabase, now: () => now, advance: (ms: number) => (now += ms) };
}

describe("SessionAccounts: who a session cookie belongs to, remembered for a few seconds (issue 15)", () => {
  it("reads a session again once SESSION_CACHE_MS has passed", async () => {
    const { user, token, cache, endInDatabase, advance } = await sessionAndCache();
    expect(await cache.account(token)).toMatchObject({ userId: user.id, username: user.username });
    await endInDatabase();
    advance(SESSION_CACHE_MS - 1);
    expect(await cache.userId(token)).toBe(user.id);
    advance(1);
    expect(await cache.userId(token)).toBeNull();
  });

  it("on a node alone, remembers a session for SESSION_CACHE_ALONE_MS and still forgets a sign-out at once", async () => {
    const { user, token, cache, endInDatabase, advance } = await sessionAndCache(SESSION_CACHE_ALONE_MS);
    expect(await cache.userId(token)).toBe(user.id);
    await endInDatabase();
    // A class reconnecting a minute later is answered from memory, not by a query each.
    advance(60_000);
    expect(await cache.userId(token)).toBe(user.id);
    advance(SESSION_CACHE_ALONE_MS - 60_000);
    expect(await cache.userId(token)).toBeNull();

    const other = await sessionAndCache(SESSION_CACHE_ALONE_MS);
    expect(await other.cache.userId(other.token)).toBe(other.user.id);
    await other.endInDatabase();
    other.cache.forget({ tokenHash: hashToken(other.token) });
    expect(await other.cache.userId(other.token)).toBeNull();
  });

  it("never remembers a session past its own expiry", async () => {
    const { user, token, cache, endInDatabase, now, advance } = await sessionAndCache();
    // On the cache's clock: a busy machine's real clock has moved on since the cache was made.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now() + 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await cache.userId(token)).toBe(user.id);
    await endInDatabase();
    advance(1000);
    expect(await cache.userId(token)).toBeNull();
  });

  it("forgets an ended session, and every session of a user", async () => {
    const { user, token, cache, endInDatabase } = await sessionAndCache();
    expect(await cache.userId(token)).toBe(user.id);
    await endInDatabase();
    cache.forget({ tokenHash: hashToken(token) });
    expect(await cache.userId(token)).toBeNull();

    const other = await sessionAndCache();
    expect(await other.cache.userId(other.token)).toBe(other.user.id);
    await other.endInDatabase();
    other.cache.forget({ userId: other.user.id });
    expect(await other.cache.userId(other.token)).toBeNull();
  });

  it("does not remember what a lookup read while a session ended", async () => {
    const { token, cache, endInDatabase } = await sessionAndCache();
    const reading = cache.userId(token);
    cache.forget({ tokenHash: hashToken(token) });
    await reading;
    await endInDatabase();
    expect(await cache.userId(token)).toBeNull();
  });

  it("answers each of many lookups of one moment with its own account, past one query's 500", async () => {
    const first = await sessionAndCache();
    const second = await signUp(t.app);
    const secondToken = second.cookie.replace("qd_session=", "");
    const moreTokens = await Promise.all(
      Array.from({ length: 600 }, () => createSession(t.database.db, first.user.id)),
    );
    const asked = [first.token, secondToken, "forged", first.token, ...moreTokens, secondToken];
    const answers = await Promise.all(asked.map((token) => first.cache.account(token)));
    expect(answers.map((account) => account?.userId ?? null)).toEqual([
      first.user.id,
      second.id,
      null,
      first.user.id,
      ...moreTokens.map(() => first.user.id),
      second.id,
    ]);
    expect(answers[1]).toMatchObject({ username: second.username, sessionHash: hashToken(secondToken) });
    expect(answers[4]?.sessionHash).toBe(hashToken(moreTokens[0] as string));
  });

  it("fails every lookup of the moment, none left waiting, when the database cannot be reached", async () => {
    // Nothing listens on port 1: each connection is refused at once.
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/test" });
    const cache = new SessionAccounts(drizzle(pool, { schema }) as unknown as Db);
    const outcomes = await Promise.allSettled(
      ["first-token", "second-token", "first-token"].map((token) => cache.account(token)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason.cause.code).toBe("ECONNREFUSED");
    }
    await pool.end();
  });

  it("answers null for a missing, forged or oversized token", async () => {
    const { cache } = await sessionAndCache();
    for (const token of [undefined, "", "forged", "x".repeat(101)]) expect(await cache.account(token)).toBeNull();
  });
});

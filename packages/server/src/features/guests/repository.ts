import { randomBytes, randomUUID } from "node:crypto";
import type { PlayerResult } from "@quizdeck/game/game-state";
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db, Transaction } from "../../db/connect";
import { games, guests } from "../../db/schema";
import { cookieTokenHash, hashToken } from "../../db/token-hash";
import { GUEST_MAX_AGE_SECONDS } from "./cookie";

/** After its game ends, a guest session lasts this much longer: long enough to see the final screen and sign up. */
const GRACE_AFTER_GAME = sql`interval '30 minutes'`;
const RESULT_BATCH = 1000;

export interface NewGuest {
  id: string;
  nickname: string;
  gameId: string;
  /** The cookie's value; only its hash is stored. */
  token: string;
}

/** A guest session asked for: its game and its nickname. */
export interface WantedGuest {
  gameId: string;
  nickname: string;
}

/**
 * Opens guest sessions in their games when each is open to guests (not ended, guests allowed): one statement for
 * all of them (issue 32: a statement each cost the database thread about a millisecond, a class of 10,000 joining
 * ten seconds). Each wanted guest gets its session, or undefined when its game refused (the caller looks up why).
 */
export async function insertGuestsIfWelcome(db: Db, wanted: WantedGuest[]): Promise<(NewGuest | undefined)[]> {
  const opened = wanted.map(({ gameId, nickname }) => ({
    id: randomUUID(),
    gameId,
    nickname,
    token: randomBytes(32).toString("base64url"),
  }));
  const expiresAt = new Date(Date.now() + GUEST_MAX_AGE_SECONDS * 1000).toISOString();
  const column = (pick: (guest: NewGuest) => string) => sql.param(opened.map(pick));
  // Every column of the table, in its order (drizzle's INSERT … SELECT).
  const inserted = await db
    .insert(guests)
    .select(
      sql`SELECT asked.id, ${games.id}, asked.nickname, asked.token_hash, now(), ${expiresAt}::timestamptz,
                 NULL::integer, NULL::boolean, NULL::text, NULL::text, false, NULL::integer
          FROM unnest(${column((guest) => guest.id)}::text[], ${column((guest) => guest.gameId)}::text[],
                      ${column((guest) => guest.nickname)}::text[], ${column((guest) => hashToken(guest.token))}::text[])
               AS asked(id, game_id, nickname, token_hash)
          JOIN ${games} ON ${games.id} = asked.game_id
          WHERE ${games.status} <> 'ended' AND ${games.guestsAllowed}`,
    )
    .returning({ id: guests.id });
  const welcome = new Set(inserted.map((row) => row.id));
  return opened.map((guest) => (welcome.has(guest.id) ? guest : undefined));
}

/** A session whose seat the game refused: it never reached the browser. */
export async function deleteGuest(db: Db, guestId: string): Promise<void> {
  await db.delete(guests).where(eq(guests.id, guestId));
}

/** The live game's view of a valid, unexpired guest session (see SocketAccount). */
export interface GuestSocketAccount {
  userId: string;
  username: string;
  guestGameId: string;
  sessionHash: string;
}

/**
 * The valid, unexpired guest sessions among these token hashes, by hash. The hashes drive the lookup, each found by
 * its key, as for accounts' sessions (`findSessionAccountsByHash`).
 */
export async function findGuestSocketAccounts(db: Db, tokenHashes: string[]): Promise<Map<string, GuestSocketAccount>> {
  const rows = await db
    .select({ userId: guests.id, username: guests.nickname, guestGameId: guests.gameId, sessionHash: guests.tokenHash })
    .from(sql`unnest(${sql.param(tokenHashes)}::text[]) AS asked(token_hash)`)
    .innerJoin(guests, eq(guests.tokenHash, sql`asked.token_hash`))
    .where(gt(guests.expiresAt, new Date()));
  return new Map(rows.map((row) => [row.sessionHash, row]));
}

/** The host removed this guest (issue 29): its browser stays out of the game, whatever nickname it tries next. */
export async function markGuestKicked(db: Db, guestId: string): Promise<void> {
  await db.update(guests).set({ kicked: true }).where(eq(guests.id, guestId));
}

/** Whether the browser holding `token` had a guest session in the game that the host removed. */
export async function wasKickedFrom(db: Db, gameId: string, token: string | undefined): Promise<boolean> {
  const tokenHash = cookieTokenHash(token);
  if (tokenHash === null) return false;
  const [row] = await db
    .select({ kicked: guests.kicked })
    .from(guests)
    .where(and(eq(guests.tokenHash, tokenHash), eq(guests.gameId, gameId), eq(guests.kicked, true)))
    .limit(1);
  return row !== undefined;
}

/** Each guest's result, kept for a signup that claims it. Run in the transaction that writes the game's stats. */
export async function recordGuestResults(tx: Transaction, deckTitle: string | null, players: PlayerResult[]) {
  for (let start = 0; start < players.length; start += RESULT_BATCH) {
    const values = sql.join(
      players
        .slice(start, start + RESULT_BATCH)
        .map((p) => sql`(${p.userId}::text, ${p.score}::integer, ${p.won}::boolean, ${p.rank}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
        UPDATE guests SET score = result.score, won = result.won, rank = result.rank, deck_title = ${deckTitle}::text
        FROM (VALUES ${values}) AS result(id, score, won, rank)
        WHERE guests.id = result.id`);
  }
}

/** The game ended: its guest sessions end 30 minutes from now (or earlier, when they already would). */
export async function shortenGuestSessions(db: Db, gameId: string): Promise<void> {
  await db
    .update(guests)
    .set({ expiresAt: sql`least(${guests.expiresAt}, now() + ${GRACE_AFTER_GAME})` })
    .where(eq(guests.gameId, gameId));
}

/**
 * Marks the session's result as the account's and ends the session, so it is claimed once ever (even if the
 * account is later deleted). Returns the result with its game, or undefined when there is none to claim (the
 * place is null in a result stored before places were).
 */
export async function claimGuestResult(tx: Transaction, token: string, userId: string) {
  const tokenHash = cookieTokenHash(token);
  if (tokenHash === null) return undefined;
  const [row] = await tx
    .update(guests)
    .set({ claimedBy: userId, expiresAt: sql`now()` })
    .where(
      and(
        eq(guests.tokenHash, tokenHash),
        isNotNull(guests.score),
        isNull(guests.claimedBy),
        gt(guests.expiresAt, new Date()),
      ),
    )
    .returning({
      gameId: guests.gameId,
      score: guests.score,
      rank: guests.rank,
      won: guests.won,
      deckTitle: guests.deckTitle,
    });
  if (!row || row.score === null) return undefined;
  return { gameId: row.gameId, score: row.score, rank: row.rank, won: row.won === true, deckTitle: row.deckTitle };
}

/** Expired sessions are of no more use (no socket, no claim): deleted, so the table holds live sessions only. */
export async function deleteExpiredGuests(db: Db): Promise<number> {
  const deleted = await db.delete(guests).where(lte(guests.expiresAt, new Date())).returning({ id: guests.id });
  return deleted.length;
}

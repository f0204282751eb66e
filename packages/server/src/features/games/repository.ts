import type { LogEntry } from "@quizdeck/game/commands";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { type Db, inTransaction, type Transaction } from "../../db/connect";
import { decks, gameLog, gamePlayers, games } from "../../db/schema";

export type GameStatus = "lobby" | "playing" | "ended";

export interface GameRow {
  id: string;
  hostId: string;
  joinCode: string;
  status: GameStatus;
  /** Issue 12: the host's "Who can join" (false: only signed-in users). */
  guestsAllowed: boolean;
  /** Issue 31: homework's deadline; null for any other game. */
  homeworkDeadline: Date | null;
}

const gameColumns = {
  id: games.id,
  hostId: games.hostId,
  joinCode: games.joinCode,
  status: games.status,
  guestsAllowed: games.guestsAllowed,
  homeworkDeadline: games.homeworkDeadline,
};

export async function findGameById(db: Db, gameId: string): Promise<GameRow | undefined> {
  const [game] = await db.select(gameColumns).from(games).where(eq(games.id, gameId)).limit(1);
  return game;
}

/** `joinCode` must already be normalised (upper case, no spaces). */
export async function findGameByJoinCode(db: Db, joinCode: string): Promise<GameRow | undefined> {
  const [game] = await db.select(gameColumns).from(games).where(eq(games.joinCode, joinCode)).limit(1);
  return game;
}

/** The host's open (not ended) game; the database holds at most one. */
export async function findOpenGameOfHost(db: Db, hostId: string): Promise<GameRow | undefined> {
  const [game] = await db
    .select(gameColumns)
    .from(games)
    .where(and(eq(games.hostId, hostId), ne(games.status, "ended")))
    .orderBy(desc(games.id))
    .limit(1);
  return game;
}

/** Ended is final: an ended game is never reopened. Returns false when nothing changed. */
export async function setGameStatus(db: Db, gameId: string, status: GameStatus): Promise<boolean> {
  const changed = await db
    .update(games)
    .set({ status, endedAt: status === "ended" ? new Date() : null })
    .where(and(eq(games.id, gameId), ne(games.status, "ended")))
    .returning({ id: games.id });
  return changed.length > 0;
}

/** Changes a game that has not ended: an ended game is never restarted or given another deck. */
async function updateOpenGame(
  db: Db,
  gameId: string,
  changes: { status?: "playing"; deckId: number | null; guestsAllowed?: boolean; homeworkDeadline?: Date | null },
) {
  await db
    .update(games)
    .set(changes)
    .where(and(eq(games.id, gameId), ne(games.status, "ended")));
}

/** The game starts playing the deck. */
export const markGamePlaying = (db: Db, gameId: string, deckId: number | null): Promise<void> =>
  updateOpenGame(db, gameId, { status: "playing", deckId });

/**
 * The host's settings from the lobby: the deck (from then on its answers are hidden from the game's players),
 * whether guests may join (what the join look-up tells a signed-out visitor) and homework's deadline.
 */
export const setGameSettings = (db: Db, gameId: string, settings: GameSettingsRecord): Promise<void> =>
  updateOpenGame(db, gameId, settings);

export interface GameSettingsRecord {
  deckId: number | null;
  guestsAllowed: boolean;
  homeworkDeadline: Date | null;
}

/**
 * A class's joins as one statement of two array parameters, whatever the batch's size (issue 32): Drizzle's
 * multi-row insert built a parameter object per value, about a tenth of what a join allocated on the server's
 * thread. A player already in the game keeps their row.
 */
export async function addGamePlayers(db: Db, players: { gameId: string; userId: string }[]): Promise<void> {
  if (players.length === 0) return;
  const gameIds = sql.param(players.map((player) => player.gameId));
  const userIds = sql.param(players.map((player) => player.userId));
  await db.execute(sql`
    INSERT INTO game_players (game_id, user_id)
    SELECT * FROM unnest(${gameIds}::text[], ${userIds}::text[])
    ON CONFLICT DO NOTHING`);
}

const RESULT_BATCH = 1000;

/** A player's points and place in a game, for their Past games (issue 29). */
export interface PlayedResult {
  userId: string;
  score: number;
  rank: number | null;
}

/**
 * Writes each player's points and place onto their row of the game, a thousand players a statement. Run it in
 * the transaction that writes the game's stats; a player without a row (they never joined) gets none.
 */
export async function recordPlayedResults(tx: Transaction, gameId: string, players: PlayedResult[]): Promise<void> {
  for (let start = 0; start < players.length; start += RESULT_BATCH) {
    const values = sql.join(
      players
        .slice(start, start + RESULT_BATCH)
        .map((p) => sql`(${p.userId}::text, ${p.score}::integer, ${p.rank}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
        UPDATE game_players SET score = result.score, rank = result.rank
        FROM (VALUES ${values}) AS result(user_id, score, rank)
        WHERE game_players.game_id = ${gameId}::text AND game_players.user_id = result.user_id`);
  }
}

/** A guest's claimed result (issue 29): the new account played that game, with the guest's points and place. */
export async function addPlayedGame(tx: Transaction, gameId: string, result: PlayedResult): Promise<void> {
  await tx.insert(gamePlayers).values({ gameId, ...result });
}

/** True while the user plays (or waits in the lobby of) an open game of this deck. */
export async function isDeckInGameOf(db: Db, deckId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(gamePlayers.userId, userId), eq(games.deckId, deckId), ne(games.status, "ended")))
    .limit(1);
  return row !== undefined;
}

/**
 * The decks, not the user's own, of the open games the user plays in: their cards stay hidden from the user until
 * the game ends (study mode, issue 14, like the card routes' `isDeckInGameOf`).
 */
export async function listDecksInGamesOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ deckId: decks.id })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .innerJoin(decks, eq(decks.id, games.deckId))
    .where(and(eq(gamePlayers.userId, userId), ne(games.status, "ended"), ne(decks.userId, userId)));
  return rows.map((row) => row.deckId);
}

/** The user's open game, if they host one (a host has one open game at most). */
export async function findOpenGameHostedBy(db: Db, hostId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.hostId, hostId), ne(games.status, "ended")))
    .limit(1);
  return row?.id;
}

/** Open games, oldest first, for the sweep of games nobody runs. */
export async function listOpenGames(db: Db, limit: number): Promise<Pick<GameRow, "id" | "status">[]> {
  return db
    .select({ id: games.id, status: games.status })
    .from(games)
    .where(ne(games.status, "ended"))
    .orderBy(games.createdAt)
    .limit(limit);
}

const MAX_CODE_ATTEMPTS = 10;

/**
 * Ends the host's open games and opens a new one, in one transaction. A collision (another game took the
 * code, or a concurrent request of the same host opened a game first) inserts nothing, so the loop ends the
 * games it can now see and tries again with a fresh code.
 */
export function openGameEndingPrevious(
  db: Db,
  hostId: string,
  newJoinCode: () => string,
): Promise<GameRow | undefined> {
  return inTransaction(db, async (tx) => {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      await tx
        .update(games)
        .set({ status: "ended", endedAt: new Date() })
        .where(and(eq(games.hostId, hostId), ne(games.status, "ended")));
      const [game] = await tx
        .insert(games)
        .values({ hostId, joinCode: newJoinCode() })
        .onConflictDoNothing()
        .returning(gameColumns);
      if (game) return game;
    }
    return undefined;
  });
}

/** Batches of log entries, each already a JSON array. */
export async function appendGameLog(db: Db, batches: { gameId: string; batch: number; entries: string }[]) {
  if (batches.length > 0) await db.insert(gameLog).values(batches).onConflictDoNothing();
}

/** A game's logged commands in order, and how many batches hold them. */
export async function loadGameLog(db: Db, gameId: string): Promise<{ entries: LogEntry[]; batches: number }> {
  const rows = await db
    .select({ entries: gameLog.entries })
    .from(gameLog)
    .where(eq(gameLog.gameId, gameId))
    .orderBy(asc(gameLog.batch));
  return { entries: rows.flatMap((row) => JSON.parse(row.entries) as LogEntry[]), batches: rows.length };
}

export async function deleteGameLog(db: Db, gameId: string): Promise<void> {
  await db.delete(gameLog).where(eq(gameLog.gameId, gameId));
}

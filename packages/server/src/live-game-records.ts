import type { PlayerResult } from "@quizdeck/game/game-state";
import type { GameReportData } from "@quizdeck/shared/reports";
import pLimit from "p-limit";
import type { Db } from "./db/connect";
import { CROWD_GAP_MS, QueryBatches } from "./db/query-batches";
import { findPlayableCards } from "./features/cards";
import { findDeckTitleForHost } from "./features/decks";
import {
  addGamePlayers,
  findGameById,
  findOpenGameHostedBy,
  listOpenGames,
  markGamePlaying,
  recordPlayedResults,
  setGameSettings,
  setGameStatus,
} from "./features/games";
import { markGuestKicked, recordGuestResults, shortenGuestSessions } from "./features/guests";
import { insertReport } from "./features/reports";
import { feedReviewQueues } from "./features/study";
import { recordResults } from "./features/users";
import type { LiveGameRecords } from "./realtime/ports/live-game-records";

/**
 * Issue 32: how many games' end-of-game writes (report, stats, study feed) run at once. The rest wait in memory
 * (each game's log keeps its results until written), so a class of games ending together takes at most this many
 * of the pool's connections and reads keep the others.
 */
export const GAME_END_WRITERS = 2;

/**
 * The live game's reads and writes (its `LiveGameRecords` port, decision 008), through the front doors of the
 * features that own the tables. It joins several features, so it is app wiring like app.ts, not part of one.
 */
export function createLiveGameRecords(db: Db): LiveGameRecords {
  // A class joining at once is written in a few inserts (QueryBatches), not one per player; each join waits for
  // its row, so the deck is hidden from the player before the join is acknowledged.
  const players = new QueryBatches(
    async (joined: { gameId: string; userId: string }[]) => {
      await addGamePlayers(db, joined);
      return joined.map(() => undefined);
    },
    { gapMs: CROWD_GAP_MS },
  );
  const gameEnds = new GameEndQueue();
  return {
    findGame: (gameId) => findGameById(db, gameId),
    openGameHostedBy: (hostId) => findOpenGameHostedBy(db, hostId),
    deckTitleForHost: (deckId, hostId) => findDeckTitleForHost(db, deckId, hostId),
    playableCards: (deckId) => findPlayableCards(db, deckId),
    playerJoined: (gameId, userId) => players.add({ gameId, userId }),
    guestKicked: (guestId) => markGuestKicked(db, guestId),
    settingsChosen: (gameId, settings) => setGameSettings(db, gameId, settings),
    gameStarted: (gameId, deckId) => markGamePlaying(db, gameId, deckId),
    recordResults: (gameId, deckTitle, results, report) =>
      gameEnds.run(() => writeResults(db, gameId, deckTitle, results, report)),
    settled: () => gameEnds.settled(),
    gameEnded: async (gameId) => {
      const ended = await setGameStatus(db, gameId, "ended");
      await shortenGuestSessions(db, gameId);
      return ended;
    },
    openGames: (limit) => listOpenGames(db, limit),
  };
}

/** A game's report, its players' stats and their review queues (issue 14). */
async function writeResults(
  db: Db,
  gameId: string,
  deckTitle: string | null,
  results: PlayerResult[],
  report: GameReportData,
): Promise<void> {
  const accounts = results.filter((player) => !player.guest);
  const recorded = await db.transaction(async (tx) => {
    if (!(await insertReport(tx, gameId, report))) return false;
    // Accounts get stats; a guest's result waits in its session for a signup to claim it.
    await recordResults(tx, deckTitle, accounts);
    await recordPlayedResults(tx, gameId, accounts);
    await recordGuestResults(
      tx,
      deckTitle,
      results.filter((player) => player.guest),
    );
    return true;
  });
  // After the stats, in slices of players, as it may be many rows.
  if (recorded) await feedReviewQueues(db, report, new Set(accounts.map((player) => player.userId)), new Date());
}

/** Game ends' writes, GAME_END_WRITERS at a time, in the order the games ended. */
class GameEndQueue {
  private readonly limit = pLimit(GAME_END_WRITERS);
  private readonly writing = new Set<Promise<void>>();

  run(write: () => Promise<void>): Promise<void> {
    const written = this.limit(write);
    this.writing.add(written);
    const forget = () => this.writing.delete(written);
    written.then(forget, forget);
    return written;
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }
}

import type { Db } from "./db/connect";
import { findPlayableCards } from "./features/cards";
import { findDeckTitleForHost } from "./features/decks";
import {
  addGamePlayers,
  findGameById,
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
 * The live game's reads and writes (its `LiveGameRecords` port, decision 008), through the front doors of the
 * features that own the tables. It joins several features, so it is app wiring like app.ts, not part of one.
 */
export function createLiveGameRecords(db: Db): LiveGameRecords {
  const players = new PlayerBatch(db);
  return {
    findGame: (gameId) => findGameById(db, gameId),
    deckTitleForHost: (deckId, hostId) => findDeckTitleForHost(db, deckId, hostId),
    playableCards: (deckId) => findPlayableCards(db, deckId),
    playerJoined: (gameId, userId) => players.add(gameId, userId),
    guestKicked: (guestId) => markGuestKicked(db, guestId),
    settingsChosen: (gameId, settings) => setGameSettings(db, gameId, settings),
    gameStarted: (gameId, deckId) => markGamePlaying(db, gameId, deckId),
    recordResults: async (gameId, deckTitle, results, report) => {
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
      // Issue 14: after the stats, in slices of players, as it may be many rows.
      if (recorded) await feedReviewQueues(db, report, new Set(accounts.map((player) => player.userId)), new Date());
    },
    gameEnded: async (gameId) => {
      const ended = await setGameStatus(db, gameId, "ended");
      await shortenGuestSessions(db, gameId);
      return ended;
    },
    openGames: (limit) => listOpenGames(db, limit),
  };
}

/**
 * A class joining at once is written as one insert per turn of the event loop, not one per player; each join
 * waits for its write, so the deck is hidden from the player before the join is acknowledged.
 */
class PlayerBatch {
  private pending: { gameId: string; userId: string }[] = [];
  private flush: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  add(gameId: string, userId: string): Promise<void> {
    this.pending.push({ gameId, userId });
    this.flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const batch = this.pending;
      this.pending = [];
      this.flush = undefined;
      return addGamePlayers(this.db, batch);
    });
    return this.flush;
  }
}

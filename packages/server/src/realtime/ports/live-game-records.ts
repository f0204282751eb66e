import type { PlayableCard, PlayerResult } from "@quizdeck/game/game-state";
import type { GameReportData } from "@quizdeck/shared/reports";

export type GameStatus = "lobby" | "playing" | "ended";

export interface GameRecord {
  hostId: string;
  joinCode: string;
  status: GameStatus;
}

/**
 * Everything the live game reads and writes outside itself. `app.ts` fills it from the features (cards, decks,
 * users, games), so only their repositories touch the database.
 */
export interface LiveGameRecords {
  findGame(gameId: string): Promise<GameRecord | undefined>;
  /** The user's open game when they host one: its id. */
  openGameHostedBy(hostId: string): Promise<string | undefined>;
  /** The deck's title when the host may play it (their own or a liked deck), else undefined. */
  deckTitleForHost(deckId: number, hostId: string): Promise<string | undefined>;
  /** The deck's complete cards, in order. */
  playableCards(deckId: number): Promise<PlayableCard[]>;
  /** A player joined: from now the game's deck is hidden from them. Resolves once written. */
  playerJoined(gameId: string, userId: string): Promise<void>;
  /** The host removed this guest: its browser may not open another guest session in the game. */
  guestKicked(guestId: string): Promise<void>;
  /** The host's lobby settings that the REST side needs: the deck (hidden from players), "Who can join", the deadline. */
  settingsChosen(
    gameId: string,
    settings: { deckId: number | null; guestsAllowed: boolean; homeworkDeadline: Date | null },
  ): Promise<void>;
  gameStarted(gameId: string, deckId: number | null): Promise<void>;
  /**
   * docs/product.md §4 end-of-game stats and the game's report (issue 11), in one transaction, once per game: a second
   * call for the same game writes nothing. Then the players' review queues (issue 14), in slices after it.
   */
  recordResults(
    gameId: string,
    deckTitle: string | null,
    players: PlayerResult[],
    report: GameReportData,
  ): Promise<void>;
  /** Resolves once every recordResults called so far has finished: a draining node waits for it. */
  settled(): Promise<void>;
  /** Marks the game ended (its guest sessions end 30 minutes later); false when it already was. */
  gameEnded(gameId: string): Promise<boolean>;
  openGames(limit: number): Promise<{ id: string; status: GameStatus }[]>;
}

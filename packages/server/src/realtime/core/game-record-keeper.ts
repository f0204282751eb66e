import type { Command } from "@quizdeck/game/commands";
import { GameRuleError, type GameState, type Outcome } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { LiveGameRecords } from "../ports/live-game-records";

interface KeeperLog {
  error(fields: object, message: string): void;
}

/**
 * What the database learns as a game runs, and what a command needs read from it first: the runner calls it at
 * those moments (decision 008: through the `LiveGameRecords` port) and knows nothing of the records themselves.
 */
export class GameRecordKeeper {
  constructor(
    private readonly records: LiveGameRecords,
    private readonly log: KeeperLog,
  ) {}

  /** Reads what a command needs on the node that runs the game, so that forwarded commands stay small. */
  async prepare(state: GameState, command: Command): Promise<Command> {
    if (command.kind === "settings" && command.userId === state.hostId && command.settings.deckId !== null) {
      const deckTitle = await this.records.deckTitleForHost(command.settings.deckId, command.userId);
      if (deckTitle === undefined) throw new GameRuleError("forbidden", messages.deckNoLongerAvailable);
      return { ...command, settings: { ...command.settings, deckTitle } };
    }
    if (command.kind === "start" && command.userId === state.hostId && state.settings.deckId !== null) {
      // Asked again: since it was chosen, the deck may have been made private or deleted.
      if ((await this.records.deckTitleForHost(state.settings.deckId, state.hostId)) === undefined)
        throw new GameRuleError("forbidden", messages.deckNoLongerAvailable);
      return { ...command, cards: await this.records.playableCards(state.settings.deckId) };
    }
    return command;
  }

  /**
   * Before the command runs: the account it brings into the game for the first time, whose membership is then
   * recorded. Guests have no account to record: the REST routes that hide the deck are closed to them anyway.
   */
  newAccount(state: GameState, command: Command): string | null {
    if (command.kind !== "join" || command.userId === state.hostId || command.guest === true) return null;
    return state.players.has(command.userId) ? null : command.userId;
  }

  /** After the command ran: a new player, the chosen settings or the start are written before it is answered. */
  async applied(state: GameState, command: Command, newAccount: string | null): Promise<void> {
    const { gameId } = state;
    if (newAccount) await this.records.playerJoined(gameId, newAccount);
    if (command.kind === "settings") {
      const { deckId, allowGuests } = state.settings;
      await this.records.settingsChosen(gameId, { deckId, guestsAllowed: allowGuests });
    }
    if (command.kind === "start") await this.records.gameStarted(gameId, state.settings.deckId);
  }

  /** The game's results: written in the background, so that the final screens do not wait for them. */
  results(gameId: string, { deckTitle, players, report }: NonNullable<Outcome["results"]>): void {
    this.records
      .recordResults(gameId, deckTitle, players, report)
      .catch((error) => this.log.error({ err: error, gameId }, "recording game results failed"));
  }

  /** The game ended on this node. */
  async ended(gameId: string): Promise<void> {
    await this.records.gameEnded(gameId);
  }
}

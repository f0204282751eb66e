import type { Command } from "@quizdeck/game/commands";
import { GameRuleError, type GameState, type Outcome } from "@quizdeck/game/game-state";
import { messages } from "@quizdeck/shared/messages";
import type { LiveGameRecords } from "../ports/live-game-records";

export interface RecordedChange {
  newAccount: string | null;
  kickedGuest: string | null;
}

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
      // The title read here, never the one the host's client sent.
      const settings = Object.assign({}, command.settings, { deckTitle });
      return { kind: "settings", userId: command.userId, settings };
    }
    if (command.kind === "start" && command.userId === state.hostId && state.settings.deckId !== null) {
      // Asked again: since it was chosen, the deck may have been made private or deleted.
      if ((await this.records.deckTitleForHost(state.settings.deckId, state.hostId)) === undefined)
        throw new GameRuleError("forbidden", messages.deckNoLongerAvailable);
      return { kind: "start", userId: command.userId, cards: await this.records.playableCards(state.settings.deckId) };
    }
    return command;
  }

  /**
   * Before the command runs, what it may change that the records keep: the account it brings into the game for
   * the first time (its membership is then recorded; guests have no account to record, and the REST routes that
   * hide the deck are closed to them anyway), and the guest it removes (whose browser then stays out, issue 29).
   */
  before(state: GameState, command: Command): RecordedChange {
    const joinsAnew =
      command.kind === "join" &&
      command.userId !== state.hostId &&
      command.guest !== true &&
      !state.players.has(command.userId);
    const newAccount = joinsAnew ? command.userId : null;
    const kickedGuest =
      command.kind === "kick" && state.players.get(command.targetId)?.guest === true ? command.targetId : null;
    return { newAccount, kickedGuest };
  }

  /** After the command ran: a new player, a removed guest, the settings or the start are written before it is answered. */
  async applied(state: GameState, command: Command, { newAccount, kickedGuest }: RecordedChange): Promise<void> {
    const { gameId } = state;
    if (newAccount) await this.records.playerJoined(gameId, newAccount);
    if (kickedGuest) await this.records.guestKicked(kickedGuest);
    if (command.kind === "settings") {
      const { deckId, allowGuests, deadline } = state.settings;
      const homeworkDeadline = deadline === null || deadline === undefined ? null : new Date(deadline);
      await this.records.settingsChosen(gameId, { deckId, guestsAllowed: allowGuests, homeworkDeadline });
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

import { GameRuleError } from "@quizdeck/game/game-state";
import type { GuestRecord } from "@quizdeck/shared/guests";
import { messages } from "@quizdeck/shared/messages";
import type { Db } from "../../db/connect";
import { CROWD_GAP_MS, QueryBatches } from "../../db/query-batches";
import { AppError, rateLimited } from "../../http/app-error";
import { AttemptLimiter } from "../../http/attempt-limiter";
import { endedGameRefusal, findGameById, noGameWithCode } from "../games";
import { isRude } from "./profanity";
import { deleteGuest, insertGuestsIfWelcome, type NewGuest, type WantedGuest, wasKickedFrom } from "./repository";

export const signedInJoinAsYourself = "You are signed in: join with your account";
const MINUTE = 60_000;

/** The live game's seat for a new guest: refused (a GameRuleError) as a socket's join would be. */
export type SeatGuest = (gameId: string, guest: { userId: string; username: string }) => Promise<void>;

export interface GuestJoin {
  gameId: string;
  /** Already normalised and checked by `nicknameSchema`. */
  nickname: string;
  /** Whether the request carries a valid account session. */
  signedIn: boolean;
  /** The guest cookie the browser already holds, if any: one the host removed from this game keeps it out. */
  guestToken: string | undefined;
  /** The caller's address, for the per-address limit. */
  address: string;
}

/** Issue 12: opens guest sessions. Whether the nickname is free is the live game's check, at the join. */
export class GuestService {
  private readonly joinsByAddress: AttemptLimiter;
  /** A class's guest sessions, written a few hundred a statement. */
  private readonly inserts: QueryBatches<WantedGuest, NewGuest | undefined>;

  constructor(
    private readonly db: Db,
    joinsPerMinute: number,
    private readonly seat: SeatGuest,
  ) {
    this.joinsByAddress = new AttemptLimiter(joinsPerMinute, MINUTE);
    this.inserts = new QueryBatches((wanted) => insertGuestsIfWelcome(db, wanted), { gapMs: CROWD_GAP_MS });
  }

  async join({
    gameId,
    nickname,
    signedIn,
    guestToken,
    address,
  }: GuestJoin): Promise<{ guest: GuestRecord; token: string }> {
    if (signedIn) throw new AppError("bad_request", signedInJoinAsYourself);
    if (isRude(nickname)) throw new AppError("bad_request", messages.nicknameRude);
    const now = Date.now();
    const waitMs = this.joinsByAddress.retryAfterMs(address, now);
    if (waitMs > 0) throw rateLimited(messages.tooManyGuestJoins, waitMs);
    // Counted before the awaits, so a burst cannot pass the limit; a refused join gives its place back.
    this.joinsByAddress.record(address, now);
    try {
      if (await wasKickedFrom(this.db, gameId, guestToken)) throw new AppError("removed", messages.removedFromGame);
      const guest = await this.inserts.add({ gameId, nickname });
      if (!guest) throw await this.whyRefused(gameId);
      await this.seatOrForget(gameId, guest);
      return { guest: { User_id: guest.id, Username: guest.nickname, Game_id: gameId }, token: guest.token };
    } catch (error) {
      this.joinsByAddress.forget(address, now);
      throw error;
    }
  }

  /**
   * The guest takes its place in the game before the answer (issue 27): the player is in the lobby when the page
   * says so, without waiting for a socket. A refused seat (nickname taken, locked, full…) leaves no session behind.
   */
  private async seatOrForget(gameId: string, guest: { id: string; nickname: string }): Promise<void> {
    try {
      await this.seat(gameId, { userId: guest.id, username: guest.nickname });
    } catch (error) {
      await deleteGuest(this.db, guest.id);
      throw error instanceof GameRuleError ? new AppError(error.code, error.message) : error;
    }
  }

  /** Only on a refusal: why the game took no guest. */
  private async whyRefused(gameId: string): Promise<AppError> {
    const game = await findGameById(this.db, gameId);
    if (!game) return new AppError("not_found", noGameWithCode);
    if (game.status === "ended") return endedGameRefusal(game);
    return new AppError("forbidden", messages.signedInOnly);
  }
}

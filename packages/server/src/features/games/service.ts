import { homeworkMessages } from "@quizdeck/game/homework";
import type { CreateGameBody } from "@quizdeck/shared/games";
import { isJoinCode, normalizeJoinCode } from "@quizdeck/shared/join-code";
import type { Db } from "../../db/connect";
import { AppError, forbidden, notFound, rateLimited } from "../../http/app-error";
import { AttemptLimiter } from "../../http/attempt-limiter";
import { generateJoinCode } from "./join-code";
import {
  findGameById,
  findGameByJoinCode,
  findOpenGameOfHost,
  type GameRow,
  openGameEndingPrevious,
} from "./repository";

export const noGameWithCode = "No game found with that code";
export const tooManyJoinLookups = "Too many join codes tried. Please wait a minute and try again.";
/** Join-code look-ups a minute: enough for typos and a class behind one address, far too few to walk 31⁶ codes. */
export const JOIN_LOOKUPS_PER_USER = 30;
export const JOIN_LOOKUPS_PER_ADDRESS = 200;
const MINUTE = 60_000;
export const gameAlreadyEnded = "That game has already ended";

/** Why an ended game can no longer be joined: its homework's deadline passed, or it simply ended. */
export const endedGameRefusal = (game: Pick<GameRow, "homeworkDeadline">, now = new Date()): AppError =>
  new AppError(
    "gone",
    game.homeworkDeadline !== null && game.homeworkDeadline <= now ? homeworkMessages.deadlinePassed : gameAlreadyEnded,
  );

export class GameService {
  private readonly lookupsByUser = new AttemptLimiter(JOIN_LOOKUPS_PER_USER, MINUTE);
  private readonly lookupsByAddress = new AttemptLimiter(JOIN_LOOKUPS_PER_ADDRESS, MINUTE);

  constructor(private readonly db: Db) {}

  /** Opens a new game for the caller; the caller's previous open games end (one open game per host). */
  async create(callerId: string, body: CreateGameBody): Promise<GameRow> {
    if (body.Host_id !== undefined && body.Host_id !== callerId) throw forbidden("You can only host a game yourself");
    const game = await openGameEndingPrevious(this.db, callerId, generateJoinCode);
    if (!game) throw new AppError("conflict", "Could not create a game right now. Please try again.");
    return game;
  }

  /** The caller's open game, or null. */
  async hostedBy(callerId: string, userId: string): Promise<GameRow | null> {
    if (userId !== callerId) throw forbidden("You can only look up your own hosted game");
    return (await findOpenGameOfHost(this.db, callerId)) ?? null;
  }

  /** Public (issue 12): a signed-out caller (`callerId` null) is limited per address only. */
  async byJoinCode(input: string, callerId: string | null, address: string): Promise<GameRow> {
    const now = Date.now();
    const waitMs = Math.max(
      callerId === null ? 0 : this.lookupsByUser.retryAfterMs(callerId, now),
      this.lookupsByAddress.retryAfterMs(address, now),
    );
    if (waitMs > 0) throw rateLimited(tooManyJoinLookups, waitMs);
    if (callerId !== null) this.lookupsByUser.record(callerId, now);
    this.lookupsByAddress.record(address, now);
    const code = normalizeJoinCode(input);
    const game = isJoinCode(code) ? await findGameByJoinCode(this.db, code) : undefined;
    if (!game) throw new AppError("not_found", noGameWithCode);
    if (game.status === "ended") throw endedGameRefusal(game);
    return game;
  }

  async byId(gameId: string): Promise<GameRow> {
    const game = await findGameById(this.db, gameId);
    if (!game) throw notFound("Game");
    return game;
  }
}

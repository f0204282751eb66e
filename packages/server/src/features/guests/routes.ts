import { gameIdParams } from "@quizdeck/shared/games";
import { guestJoinBody } from "@quizdeck/shared/guests";
import { isJoinCode, normalizeJoinCode } from "@quizdeck/shared/join-code";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { findCaller } from "../../http/session";
import { GUEST_COOKIE, setGuestCookie } from "./cookie";
import { deleteExpiredGuests } from "./repository";
import { GuestService, type SeatGuest } from "./service";

/** How often expired guest sessions are deleted. */
const GUEST_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** What the guest route needs of the live game and of the games feature. */
export interface GuestSeats {
  seat: SeatGuest;
  /** The open game of a join code, under the code look-ups' limits (a wrong code counts as a try). */
  gameIdOfCode(code: string, address: string): Promise<string>;
}

export function registerGuestRoutes(
  app: FastifyInstance,
  { db, config, sessions }: Deps,
  { seat, gameIdOfCode }: GuestSeats,
): void {
  const guests = new GuestService(db, config.GUEST_JOINS_PER_MINUTE, seat);

  /**
   * The game the path names: its id, or its join code (issue 27: a phone asks for its seat as soon as the nickname
   * is typed, without waiting for the code's look-up).
   */
  const gameIdOf = (params: unknown, address: string): Promise<string> | string => {
    const named = (params as { gameId?: unknown }).gameId;
    const code = typeof named === "string" ? normalizeJoinCode(named) : "";
    return isJoinCode(code) ? gameIdOfCode(code, address) : parse(gameIdParams, params).gameId;
  };
  const sweep = setInterval(() => {
    deleteExpiredGuests(db).catch((error) => app.log.error({ err: error }, "deleting expired guest sessions failed"));
  }, GUEST_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  // Public (issue 12): a signed-out visitor gets a guest session bound to this one game, and a seat in it (issue 27).
  app.post(
    "/api/games/:gameId/guests",
    { config: { public: true, listingsUnchanged: true } },
    async (request, reply) => {
      const { nickname } = parse(guestJoinBody, request.body);
      const gameId = await gameIdOf(request.params, request.ip);
      const signedIn = (await findCaller(sessions, request)) !== null;
      const guestToken = request.cookies[GUEST_COOKIE];
      const { guest, token } = await guests.join({ gameId, nickname, signedIn, guestToken, address: request.ip });
      setGuestCookie(reply, token, config.COOKIE_SECURE);
      return reply.status(201).send({ data: guest });
    },
  );
}

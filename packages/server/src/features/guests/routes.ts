import { gameIdParams } from "@quizdeck/shared/games";
import { guestJoinBody } from "@quizdeck/shared/guests";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../app-deps";
import { parse } from "../../http/parse";
import { findCaller } from "../../http/session";
import { GUEST_COOKIE, setGuestCookie } from "./cookie";
import { deleteExpiredGuests } from "./repository";
import { GuestService, type SeatGuest } from "./service";

/** How often expired guest sessions are deleted. */
const GUEST_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function registerGuestRoutes(app: FastifyInstance, { db, config, sessions }: Deps, seat: SeatGuest): void {
  const guests = new GuestService(db, config.GUEST_JOINS_PER_MINUTE, seat);
  const sweep = setInterval(() => {
    deleteExpiredGuests(db).catch((error) => app.log.error({ err: error }, "deleting expired guest sessions failed"));
  }, GUEST_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  // Public (issue 12): a signed-out visitor gets a guest session bound to this one game, and a seat in it (issue 27).
  app.post("/api/games/:gameId/guests", { config: { public: true } }, async (request, reply) => {
    const { gameId } = parse(gameIdParams, request.params);
    const signedIn = (await findCaller(sessions, request)) !== null;
    const { nickname } = parse(guestJoinBody, request.body);
    const guestToken = request.cookies[GUEST_COOKIE];
    const { guest, token } = await guests.join({ gameId, nickname, signedIn, guestToken, address: request.ip });
    setGuestCookie(reply, token, config.COOKIE_SECURE);
    return reply.status(201).send({ data: guest });
  });
}

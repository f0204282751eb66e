import type { FastifyReply } from "fastify";
import { setTokenCookie } from "../../http/session";

/** Issue 12: the guest session's cookie; a valid `qd_session` always wins over it. */
export const GUEST_COOKIE = "qd_guest";
/** A guest session lasts 12 hours at most; it ends 30 minutes after its game does. */
export const GUEST_MAX_AGE_SECONDS = 12 * 60 * 60;

export function setGuestCookie(reply: FastifyReply, token: string, secure: boolean): void {
  setTokenCookie(reply, { name: GUEST_COOKIE, token, secure, maxAgeSeconds: GUEST_MAX_AGE_SECONDS });
}

export function clearGuestCookie(reply: FastifyReply): void {
  reply.clearCookie(GUEST_COOKIE, { path: "/" });
}

import { loginBody, signupBody } from "@quizdeck/shared/auth";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Deps } from "../../app-deps";
import { hashToken } from "../../db/token-hash";
import { parse } from "../../http/parse";
import { chosenLanguage, setLanguageCookie } from "../../http/request-language";
import { clearSessionCookie, currentUserId, SESSION_COOKIE, setTokenCookie } from "../../http/session";
import { clearGuestCookie, GUEST_COOKIE } from "../guests";
import { deleteSession, SESSION_MAX_AGE_SECONDS } from "./repository";
import { AuthService } from "./service";

// Generous per IP: a classroom of 60 shares one public address (docs/product.md §9 Rate limits).
const perIpAuthLimit = { max: 300, timeWindow: "1 minute" };

export function registerAuthRoutes(
  app: FastifyInstance,
  { db, config, sessions, guestSessions, sessionEnds, accountsClosing }: Deps,
): void {
  const auth = new AuthService(db);
  const publicRoute = { public: true, rateLimit: perIpAuthLimit, listingsUnchanged: true };

  app.get("/api/auth/session", { config: { public: true } }, async (request) => {
    const userId = await sessions.userId(request.cookies[SESSION_COOKIE]);
    if (userId) return { authenticated: true, user: { id: userId } };
    // A guest's page learns which game its guest session is for, instead of asking the live game (issue 27).
    const guest = await guestSessions.account(request.cookies[GUEST_COOKIE]);
    return guest ? { authenticated: false, guest: { Game_id: guest.guestGameId } } : { authenticated: false };
  });

  app.post("/api/auth/signup", { config: publicRoute }, async (request, reply) => {
    const guestToken = request.cookies[GUEST_COOKIE];
    const { userId, token } = await auth.signup(parse(signupBody, request.body), {
      guestToken,
      language: chosenLanguage(request),
    });
    setSessionCookie(reply, token, config.COOKIE_SECURE);
    // The account replaces the guest session (its result, if any, is now the account's).
    if (guestToken) clearGuestCookie(reply);
    return reply.status(201).send({ data: { user: { id: userId } } });
  });

  app.post("/api/auth/login", { config: publicRoute }, async (request, reply) => {
    const { userId, token, language } = await auth.login(parse(loginBody, request.body), request.ip);
    setSessionCookie(reply, token, config.COOKIE_SECURE);
    // Issue 33: the account's language follows it to this device.
    if (language) setLanguageCookie(reply, language);
    return { data: { user: { id: userId } } };
  });

  app.post("/api/auth/signout", { config: { public: true, listingsUnchanged: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await deleteSession(db, token);
      await sessionEnds.announce({ tokenHash: hashToken(token) });
    }
    clearSessionCookie(reply);
    return { success: true };
  });

  app.delete("/api/auth/deleteaccount", async (request, reply) => {
    const userId = currentUserId(request);
    await accountsClosing.announce(userId);
    await auth.deleteAccount(userId);
    await sessionEnds.announce({ userId });
    clearSessionCookie(reply);
    return { success: true, message: "Your account has been deleted." };
  });
}

function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  setTokenCookie(reply, { name: SESSION_COOKIE, token, secure, maxAgeSeconds: SESSION_MAX_AGE_SECONDS });
}

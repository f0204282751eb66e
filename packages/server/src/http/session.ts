import { messages } from "@quizdeck/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findSessionUser, SESSION_MAX_AGE_SECONDS } from "../features/auth/repository";
import { AppError } from "./app-error";
import type { Deps } from "./deps";

export const SESSION_COOKIE = "qd_session";

declare module "fastify" {
  interface FastifyRequest {
    userId: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (signup, login, session check, images). */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Resolves the session cookie before the body is parsed, so a signed-out caller gets 401 whatever it sent,
 * and refuses cross-site state changes (DESIGN.md: CSRF).
 */
export function registerSessionHook(app: FastifyInstance, { db, config }: Deps): void {
  app.decorateRequest("userId", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (!SAFE_METHODS.has(request.method) && !originAllowed(request, config.CORS_ORIGIN)) {
      throw new AppError("forbidden", "Requests from other sites are not allowed");
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.userId = await findSessionUser(db, token);
    if (!request.userId && !request.routeOptions.config?.public) {
      if (token) clearSessionCookie(reply);
      throw new AppError("unauthorized", messages.notSignedIn);
    }
  });
}

function originAllowed(request: FastifyRequest, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/** The signed-in user's id; routes behind the session hook always have one. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new AppError("unauthorized", messages.notSignedIn);
  return request.userId;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secure || reply.request.protocol === "https",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

import { messages } from "@quizdeck/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { originAllowed } from "./request-origin";

export const SESSION_COOKIE = "qd_session";

/** Who a session token belongs to: what the session hook asks (app.ts passes features/auth's session cache). */
export interface SessionLookup {
  userId(token: string | undefined): Promise<string | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    userId: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (signup, login, session check, images). */
    public?: boolean;
    /** Takes a multipart/form-data upload; every other state-changing route takes JSON only. */
    upload?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route and whether it is public: what the access rules are checked against. */
    routeTable: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  readonly isPublic: boolean;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Checks every request against the route it matched (never against the raw URL, which the router decodes):
 * cross-site state changes are refused, state changes carry JSON (multipart only on upload routes), and a
 * route that is not public needs a session. Runs before the body is parsed, so a signed-out caller gets 401
 * whatever it sent.
 */
export function registerSessionHook(app: FastifyInstance, sessions: SessionLookup, corsOrigins: string[]): void {
  app.decorateRequest("userId", null);
  const table: RouteAccess[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        get isPublic() {
          // Read late: an encapsulated context (the web client's) may mark its routes public after this hook.
          return route.config?.public === true;
        },
      });
    }
  });
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.config;
    if (!SAFE_METHODS.has(request.method)) {
      if (!originAllowed(request.headers.origin, corsOrigins, `${request.protocol}://${request.host}`)) {
        throw new AppError("forbidden", messages.otherSiteRefused);
      }
      // Upload routes read their own form and say "Choose a … file" for anything else.
      if (!route.upload && !isJsonOrNone(request))
        throw new AppError("unsupported_type", "Send the request body as JSON");
    }
    if (route.public) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.userId = await sessions.userId(token);
    if (!request.userId) {
      if (token) clearSessionCookie(reply);
      throw new AppError("unauthorized", messages.notSignedIn);
    }
  });
}

function isJsonOrNone(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  return type === undefined || type.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** On a public route: the id of the user whose valid session the request carries, else null. */
export function findCaller(sessions: SessionLookup, request: FastifyRequest): Promise<string | null> {
  return sessions.userId(request.cookies[SESSION_COOKIE]);
}

/** The signed-in user's id; routes behind the session hook always have one. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new AppError("unauthorized", messages.notSignedIn);
  return request.userId;
}

/** A session-like cookie (the account's, a guest's): HttpOnly, SameSite=Lax, Secure when configured or over https. */
export function setTokenCookie(
  reply: FastifyReply,
  cookie: { name: string; token: string; secure: boolean; maxAgeSeconds: number },
): void {
  reply.setCookie(cookie.name, cookie.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookie.secure || reply.request.protocol === "https",
    path: "/",
    maxAge: cookie.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

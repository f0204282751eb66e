import type { IncomingMessage } from "node:http";
import { fromTrustedProxy, type ProxyTrust } from "./trusted-proxy";

/**
 * A browser's request from another site (another port of this host or a sibling subdomain included: they get the
 * SameSite=Lax cookie too) is refused; a request without `Origin` is not a browser's cross-site one.
 */
export function originAllowed(origin: string | undefined, corsOrigins: string[], ownOrigin: string): boolean {
  return origin === undefined || origin === ownOrigin || corsOrigins.includes(origin);
}

/** The origin a raw request was addressed to, as Fastify's `protocol` and `host` read it for a routed request. */
export function ownOriginOf(request: IncomingMessage, trust: ProxyTrust): string {
  const proxied = fromTrustedProxy(trust, request.socket.remoteAddress);
  const forwarded = (name: string) => {
    const value = request.headers[name];
    return proxied && typeof value === "string" ? value.split(",").at(-1)?.trim() : undefined;
  };
  const encrypted = "encrypted" in request.socket && request.socket.encrypted === true;
  const protocol = forwarded("x-forwarded-proto") ?? (encrypted ? "https" : "http");
  const host = forwarded("x-forwarded-host") ?? request.headers.host ?? "";
  return `${protocol}://${host}`;
}

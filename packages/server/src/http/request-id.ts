import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { fromTrustedProxy, type ProxyTrust } from "./trusted-proxy";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id a proxy made (nginx's $request_id is 32 hex digits): short, and nothing a log line could be forged with. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request's id: a trusted proxy's when it sent a plausible one, so its access log and ours match, else a
 * new UUID (Fastify's own counter starts again at each restart and repeats across nodes). A client's own id is
 * never taken: it could write its log lines under another request's id.
 */
export const requestIdFrom =
  (trust: ProxyTrust) =>
  (request: IncomingMessage): string => {
    const sent = fromTrustedProxy(trust, request.socket.remoteAddress) ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof sent === "string" && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  };

/** Every response tells its request id, so a user's report can be matched to the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id a proxy made (nginx's $request_id is 32 hex digits): short, and nothing a log line could be forged with. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request's id: the proxy's when it sent a plausible one, so its access log and ours match, else a new
 * UUID (Fastify's own counter starts again at each restart and repeats across nodes).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every response tells its request id, so a user's report can be matched to the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

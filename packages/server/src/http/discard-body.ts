import type { FastifyReply, FastifyRequest } from "fastify";

/** How much of a refused body the server reads and throws away to keep the connection; beyond it, it closes. */
export const DISCARDED_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * A body refused as too large is still on its way: Fastify answers at once with `Connection: close`, and a socket
 * closed with unread bytes is reset, so a client still sending gets EPIPE instead of the 413. Up to
 * DISCARDED_BODY_LIMIT the rest is read and thrown away and the connection stays open; a bigger body keeps the
 * close, and is cut off once that much more has arrived.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > DISCARDED_BODY_LIMIT) return;
  reply.removeHeader("connection");
  let discarded = 0;
  request.raw.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARDED_BODY_LIMIT) request.raw.destroy();
  });
  request.raw.resume();
}

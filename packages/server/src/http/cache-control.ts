import type { FastifyInstance } from "fastify";

/**
 * API answers hold private data (cards with their answers, reports, the caller's own record) and must not be
 * kept by a browser or a shared cache: each says `no-store` unless its route set its own Cache-Control (the
 * public, immutable images). Errors are API answers too.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}

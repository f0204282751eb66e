import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { catalogPreloads } from "./catalog-preload";

/**
 * Headers that only mean something on a document (what a page may load, frame or tell), sent with every answer
 * by helmet. A script or style file is never a document: without them each of the dozen files a phone loads on
 * its first visit is 700 bytes lighter (issue 17). nosniff and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "last-modified",
];

/**
 * Serves the built React app (issue 17), with index.html for every non-API path so that deep links reload.
 * - Public, never rate-limited and never shed: thirty phones behind one school address load the page at once,
 *   and a page that does not load cannot tell anyone to wait.
 * - The build writes a .br and a .gz beside each text file; the browser gets the one it accepts, else the
 *   file itself (`preCompressed`), and nothing is compressed twice.
 * - Hashed files under assets/ never change: cached for a year. index.html and other unhashed files are
 *   revalidated on every use (ETag), so a deploy is picked up at the next navigation.
 */
export async function serveWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, "index.html");
  if (!fs.existsSync(indexFile)) return;
  // Pages the build drew with React's server renderer (packages/web/prerender-pages.ts): the join page for
  // /join…, the landing page for "/"; a build without them sends index.html.
  const drawnOr = (page: string) => (fs.existsSync(path.join(webDist, page)) ? page : "index.html");
  const joinPage = drawnOr("join.html");
  const landingPage = drawnOr("landing.html");
  // The build does not change under a running server (a deploy starts a new one): its files are listed once,
  // so a request asks a Set, not the file system, and no path outside the folder can match.
  const files = new Set(
    fs
      .readdirSync(webDist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
  await app.register(async (client) => {
    // Only reply.sendFile from the routes below, which carry the route options (the limits read them as the
    // route is added, so a hook that adds them later is too late).
    await client.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true, cacheControl: false });
    client.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith("/assets/")) return;
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    });
    const options = { config: { public: true, rateLimit: false, shed: false }, compress: false } as const;
    const preloadCatalogs = catalogPreloads(webDist);
    const sendPage = (request: FastifyRequest, reply: FastifyReply, page: string, forApp: boolean) => {
      preloadCatalogs(request, reply, forApp);
      return reply.header("Cache-Control", "no-cache").sendFile(page);
    };
    client.get("/", options, (request, reply) => sendPage(request, reply, landingPage, true));
    client.get("/*", options, (request, reply) => {
      // The router has decoded the wildcard, so "/%61pi/x" reads "api/x" here too.
      const relative = (request.params as { "*": string })["*"].replace(/^\/+/, "");
      if (relative.startsWith("api/")) {
        throw new AppError("not_found", `No such endpoint: ${request.method} /${relative}`);
      }
      if (files.has(relative)) {
        const immutable = relative.startsWith("assets/");
        return reply
          .header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
          .sendFile(relative);
      }
      // A chunk an old page asks for after a deploy is gone: a 404, not index.html under a .js name.
      if (relative.startsWith("assets/")) throw new AppError("not_found", "No such file");
      const join = relative === "join" || relative.startsWith("join/");
      return sendPage(request, reply, join ? joinPage : "index.html", !join);
    });
  });
}

import fs from "node:fs";
import path from "node:path";
import { languageCodes } from "@quizdeck/shared/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage } from "./request-language";

/**
 * Issue 33: a page fetches its language's messages (a chunk of their own) only once its scripts run, a round trip
 * after the scripts themselves. A `Link: preload` header names that chunk with the page, for the language the
 * page will pick (the qd_lang cookie, else the browser's), so the browser fetches it beside the scripts. The
 * chunks come from the build's manifest; the join page needs the player's messages, the app's pages the app's and
 * the game's later screens' too (the join page fetches those with the later screens).
 */
export function catalogPreloads(webDist: string): (request: FastifyRequest, reply: FastifyReply, app: boolean) => void {
  const manifestFile = path.join(webDist, ".vite/manifest.json");
  const manifest: Record<string, { file?: string }> = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, "utf8"))
    : {};
  const chunk = (source: string) => manifest[source]?.file;
  const links = (sources: (string | undefined)[]) =>
    sources
      .filter((file): file is string => file !== undefined)
      // `crossorigin`: a module script is fetched in CORS mode, and the preload must match it to be used.
      .map((file) => `</${file}>; rel=preload; as=script; crossorigin`)
      .join(", ");
  const player = new Map(languageCodes.map((code) => [code, links([chunk(`src/locales/${code}.ts`)])]));
  const app = new Map(
    languageCodes.map((code) => [
      code,
      links([
        chunk(`src/locales/${code}.ts`),
        chunk(`src/locales/app/${code}.ts`),
        chunk(`src/locales/later/${code}.ts`),
      ]),
    ]),
  );
  return (request, reply, forApp) => {
    const header = (forApp ? app : player).get(requestLanguage(request));
    if (header) reply.header("Link", header);
    // The page is the same for everyone; the header depends on the language the request asks for.
    reply.header("Vary", "Cookie, Accept-Language");
  };
}

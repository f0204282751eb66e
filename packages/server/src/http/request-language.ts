import {
  firstLanguageOf,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type LanguageCode,
} from "@quizdeck/shared/languages";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Issue 33: the language of the person asking, for the server's own texts that reach them (a report's CSV): the
 * qd_lang cookie (their choice, or their account's, set at sign-in), else the first of their browser's languages
 * we have (Accept-Language), else English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  return chosenLanguage(request) ?? browserLanguage(request.headers["accept-language"]) ?? "en";
}

/** The language a visitor chose before signing up, if any: a new account keeps it. */
export const chosenLanguage = (request: FastifyRequest): LanguageCode | undefined => {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguageCode(chosen) ? chosen : undefined;
};

/** `es-MX,es;q=0.9,en;q=0.8` → es: the preferred (highest q) language we have. */
function browserLanguage(header: string | undefined): LanguageCode | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { tag, weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return firstLanguageOf(ranked.map((entry) => entry.tag));
}

/** Remembers the account's language on this device, where the web client and requestLanguage read it. */
export function setLanguageCookie(reply: FastifyReply, language: LanguageCode): void {
  // Readable by the page's script (not HttpOnly): the client picks its catalogs by it before drawing.
  reply.setCookie(LANGUAGE_COOKIE, language, { sameSite: "lax", path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
}

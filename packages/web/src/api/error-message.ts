import { messages } from "@quizdeck/shared/messages";
import { i18n } from "../i18n/i18n";
import { serverText } from "../i18n/server-texts";
import { ApiError, NetworkError } from "./client";

/**
 * What a failed request tells the person: the server's own words, else a plain fallback, in their language (the
 * server's English texts the catalogs know are shown translated, issue 33).
 */
export function errorMessage(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (error instanceof ApiError && error.serverMessage) return serverText(error.serverMessage);
  if (error instanceof NetworkError) return i18n._("error.network");
  return serverText(fallback);
}

/**
 * What a screen that could not load says: the server's reason when it refused (a 403 or 404 says why, e.g. a live
 * game's deck hidden from its players), else the screen's own `fallback` (a network or server failure).
 */
export function loadErrorMessage(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage;
  return refused ? errorMessage(error, fallback) : fallback;
}

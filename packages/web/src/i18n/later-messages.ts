import { fetchCatalog } from "./i18n";

/**
 * The player's messages for the game's screens after the first answer (results, leaderboards, the final screen,
 * student-paced play, the answer forms of other question types): a catalog of their own, fetched with those screens,
 * so the join path downloads only what comes before (decision 014's budget).
 */
export const laterCatalog = {
  en: () => import("../locales/later/en"),
  es: () => import("../locales/later/es"),
  ar: () => import("../locales/later/ar"),
};

/** A later screen's module, once the shown language's later messages are in as well. */
export function withLaterMessages<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, fetchCatalog("later", laterCatalog)]).then(([loaded]) => loaded);
}

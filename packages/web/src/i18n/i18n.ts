import { i18n, type Messages } from "@lingui/core";
import { messages as english } from "../locales/en";
import {
  directionOf,
  intlLocaleOf,
  type Language,
  languageCookie,
  SOURCE_LANGUAGE,
  startingLanguage,
} from "./languages";

type CatalogLoaders = Record<Exclude<Language, "en">, () => Promise<{ messages: Messages }>>;

/** Loads one catalog's messages for a language once; English's are loaded already. */
function catalogLoader(loaders: CatalogLoaders): (language: Language) => Promise<void> {
  const loaded = new Set<Language>([SOURCE_LANGUAGE]);
  return async (language) => {
    if (loaded.has(language)) return;
    const { messages } = await loaders[language as keyof CatalogLoaders]();
    i18n.load(language, messages);
    loaded.add(language);
  };
}

/**
 * Issue 33: the one Lingui instance of the web client. English, the source language and the prerendered pages'
 * language, is part of the bundle; every other language's compiled catalogs are chunks of their own, fetched before
 * the first screen in that language is drawn (docs/i18n.md). The join page has the player's catalog only.
 */
i18n.load(SOURCE_LANGUAGE, english);
i18n.activate(SOURCE_LANGUAGE);

/** The player's catalog (the join page and the game's screens); the app adds its own (app-messages.ts). */
const catalogs = [catalogLoader({ es: () => import("../locales/es"), ar: () => import("../locales/ar") })];

/** Adds a catalog: its English messages now, another language's when that language is first shown. */
export function addCatalog(englishMessages: Messages, loaders: CatalogLoaders): void {
  i18n.load(SOURCE_LANGUAGE, englishMessages);
  catalogs.push(catalogLoader(loaders));
}

/** Shows the interface in `language`: its catalogs fetched if need be, then `<html lang dir>` set. */
export async function showLanguage(language: Language): Promise<void> {
  await Promise.all(catalogs.map((load) => load(language)));
  i18n.activate(language, [intlLocaleOf(language)]);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The language this visitor gets on arrival: their choice (cookie), else their browser's, else English. */
export const arrivalLanguage = (): Language => startingLanguage(document.cookie, navigator.languages ?? []);

/** A choice from a language picker: shown at once and remembered in the qd_lang cookie. */
export async function chooseLanguage(language: Language): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server can read too (CSV headers, later).
  document.cookie = languageCookie(language);
  await showLanguage(language);
}

export { i18n };

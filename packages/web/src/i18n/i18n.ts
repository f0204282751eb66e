import { i18n, type Messages } from "@lingui/core";
import {
  directionOf,
  intlLocaleOf,
  type Language,
  languageCookie,
  SOURCE_LANGUAGE,
  startingLanguage,
} from "./languages";

/**
 * Issue 33: the one Lingui instance of the web client. Every language's compiled catalogs, English's too, are
 * chunks of their own, fetched before the first screen in that language is drawn (docs/i18n.md): a phone downloads
 * its own language's messages only. The player's catalog is the join page's; the game's later screens fetch theirs
 * (later-messages.ts); the app adds its own and those (app-messages.ts).
 */
type CatalogLoaders = Record<Language, () => Promise<{ messages: Messages }>>;

/** Loads one catalog's messages for a language once. */
function catalogLoader(loaders: CatalogLoaders, loadedAlready: Language[]): (language: Language) => Promise<void> {
  const loading = new Map<Language, Promise<void>>(loadedAlready.map((language) => [language, Promise.resolve()]));
  return (language) => {
    let loaded = loading.get(language);
    if (!loaded) {
      // A copy: Lingui adds later catalogs' messages into the first object loaded for a language, and a catalog
      // module must stay that catalog's alone.
      loaded = loaders[language]().then(({ messages }) => i18n.load(language, { ...messages }));
      loading.set(language, loaded);
      // Failed (offline): asked again next time.
      loaded.catch(() => loading.delete(language));
    }
    return loaded;
  };
}

// English is active from the start (its messages arrive before anything is drawn): a message asked for early shows
// its id rather than throwing.
i18n.load(SOURCE_LANGUAGE, {});
i18n.activate(SOURCE_LANGUAGE);

/** Every catalog added, by name; each language shown is fetched from all of them. */
const catalogs = new Map([
  [
    "player",
    catalogLoader(
      { en: () => import("../locales/en"), es: () => import("../locales/es"), ar: () => import("../locales/ar") },
      [],
    ),
  ],
]);

/** Adds a catalog whose English messages are at hand; another language's arrive when it is first shown. */
export function addCatalog(name: string, englishMessages: Messages, loaders: Omit<CatalogLoaders, "en">): void {
  if (catalogs.has(name)) return;
  i18n.load(SOURCE_LANGUAGE, englishMessages);
  catalogs.set(name, catalogLoader({ en: async () => ({ messages: englishMessages }), ...loaders }, [SOURCE_LANGUAGE]));
}

/** Adds a catalog, English's messages a chunk too, and resolves once the shown language's messages are in. */
export function fetchCatalog(name: string, loaders: CatalogLoaders): Promise<void> {
  let load = catalogs.get(name);
  if (!load) {
    load = catalogLoader(loaders, []);
    catalogs.set(name, load);
  }
  return load(i18n.locale as Language);
}

let lastShown: Language | undefined;

/**
 * Shows the interface in `language`: its catalogs fetched if need be, then `<html lang dir>` set. A language asked
 * for since wins, whichever catalogs arrive last.
 */
export async function showLanguage(language: Language): Promise<void> {
  lastShown = language;
  await Promise.all([...catalogs.values()].map((load) => load(language)));
  if (language !== lastShown) return;
  i18n.activate(language, [intlLocaleOf(language)]);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The language this visitor gets on arrival: their choice (cookie), else their browser's, else English. */
export const arrivalLanguage = (): Language => startingLanguage(document.cookie, navigator.languages ?? []);

/** A choice from a language picker: shown at once and remembered in the qd_lang cookie. */
export async function chooseLanguage(language: Language): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server can read too (CSV headers).
  document.cookie = languageCookie(language);
  await showLanguage(language);
}

/** The locale `Intl` formats dates and numbers with for the page's language; none (the browser's) before one is shown. */
export function formatLocale(): string | undefined {
  const locales = i18n.locales;
  return Array.isArray(locales) ? locales[0] : locales;
}

export { i18n };

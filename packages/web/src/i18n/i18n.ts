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

/**
 * Issue 33: the one Lingui instance of the web client. English, the source language and the prerendered pages'
 * language, is part of the bundle; every other language's compiled catalog is a chunk of its own, fetched before
 * the first screen in that language is drawn (docs/i18n.md).
 */
i18n.load(SOURCE_LANGUAGE, english);
i18n.activate(SOURCE_LANGUAGE);

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: async () => ({ messages: english }),
  es: () => import("../locales/es"),
  ar: () => import("../locales/ar"),
};

const loaded = new Set<Language>([SOURCE_LANGUAGE]);

/** Shows the interface in `language`: its catalog fetched if need be, then `<html lang dir>` set. */
export async function showLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await catalogs[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
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

import {
  firstLanguageOf,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type LanguageCode,
} from "@quizdeck/shared/languages";

/**
 * Issue 33: the interface's languages. Each is named in its own language in the picker; Arabic reads right to left.
 * A visitor's language is the one they chose (the qd_lang cookie, which the server may read too), else the first
 * of the browser's languages we have, else English.
 */
export const languages = [
  { code: "en", name: "English", dir: "ltr", intl: "en" },
  { code: "es", name: "Español", dir: "ltr", intl: "es" },
  // Western digits, as many Arabic classrooms write them: a tile's number is the key that picks it.
  { code: "ar", name: "العربية", dir: "rtl", intl: "ar-u-nu-latn" },
] as const satisfies readonly { code: LanguageCode; name: string; dir: "ltr" | "rtl"; intl: string }[];

export type Language = LanguageCode;

export const SOURCE_LANGUAGE: Language = "en";

export const isLanguage = isLanguageCode;

const entryOf = (language: Language) => languages.find((entry) => entry.code === language) ?? languages[0];

export const directionOf = (language: Language): "ltr" | "rtl" => entryOf(language).dir;

/** The locale `Intl` formats numbers and picks plural forms with. */
export const intlLocaleOf = (language: Language): string => entryOf(language).intl;

/** The language of a `document.cookie` string's qd_lang, if it names one we have. */
export function cookieLanguage(cookies: string): Language | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The first of the browser's languages (`navigator.languages`, e.g. "es-MX", "ar-EG") that we have. */
export const browserLanguage = firstLanguageOf;

/** The language to show: the visitor's choice, else their browser's, else English. */
export const startingLanguage = (cookies: string, preferred: readonly string[]): Language =>
  cookieLanguage(cookies) ?? browserLanguage(preferred) ?? SOURCE_LANGUAGE;

/** The cookie remembering a choice, for every path of this site. */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

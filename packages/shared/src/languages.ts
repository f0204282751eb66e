/**
 * Issue 33: the interface's languages, by code. The web client names them and loads their messages; the server
 * writes its own texts that reach users (a report's CSV) in the requester's language, which the qd_lang cookie
 * carries (the visitor's choice, or their account's, set at sign-in).
 */
export const languageCodes = ["en", "es", "ar"] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const LANGUAGE_COOKIE = "qd_lang";
/** A year: the choice outlives a school year's sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguageCode = (value: unknown): value is LanguageCode => languageCodes.some((code) => code === value);

/** The first of a browser's languages, most preferred first (`es-MX`, `ar-EG`), that we have. */
export function firstLanguageOf(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguageCode(primary)) return primary;
  }
  return null;
}

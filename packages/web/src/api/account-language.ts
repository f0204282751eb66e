import type { Language } from "../i18n/languages";
import { api, apiPath } from "./client";

/**
 * Issue 33: the account's language; the server also remembers it on this device (qd_lang). Apart from api/users so
 * that the join page, which keeps its bundle small, saves it the same way as Settings.
 */
export function setAccountLanguage(userId: string, language: Language): Promise<{ Language: Language }> {
  return api.put<{ Language: Language }>(apiPath`/api/users/${userId}/language`, { language });
}

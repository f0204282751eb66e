import { i18n } from "./i18n";

/**
 * Issue 33: the server's texts that reach a user (a refusal, why a game ended, a nickname rule) are English. Each
 * one the screens show has a message in the catalogs whose id is `server.` and a hash of that English wording
 * (`serverTextId`), so a phone translates a text without downloading English: `serverText` shows it in the reader's
 * language, and a text the catalogs do not have (a newer server's) as sent.
 */
export function serverTextId(englishText: string): string {
  // FNV-1a over the UTF-16 code units: short, stable ids; catalogs.test.ts checks each against its English text.
  let hash = 0x811c9dc5;
  for (let at = 0; at < englishText.length; at += 1) {
    hash = Math.imul(hash ^ englishText.charCodeAt(at), 0x01000193);
  }
  return `server.${(hash >>> 0).toString(36)}`;
}

export function serverText(englishText: string): string {
  const id = serverTextId(englishText);
  return id in i18n.messages ? i18n._(id) : englishText;
}

import type { Messages } from "@lingui/core";
import { messages as english } from "../locales/en";
import { i18n } from "./i18n";

/**
 * Issue 33: the server's texts that reach a player (a refusal, why a game ended, a nickname rule) are English. Each
 * one the player's screens show has a `server.*` message in the catalogs, with that English wording: the text is
 * shown in the reader's language by it. A text the catalogs do not have (a newer server's) is shown as sent.
 */
const plainText = (compiled: Messages[string] | undefined): string | null =>
  typeof compiled === "string"
    ? compiled
    : Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === "string"
      ? compiled[0]
      : null;

const serverTextIds = new Map<string, string>();

/** Learns a catalog's `server.*` messages by their English text (the player's now, the app's when it loads). */
export function learnServerTexts(englishMessages: Messages): void {
  for (const [id, compiled] of Object.entries(englishMessages)) {
    const text = plainText(compiled);
    if (id.startsWith("server.") && text !== null) serverTextIds.set(text, id);
  }
}

learnServerTexts(english);

export function serverText(text: string): string {
  const id = serverTextIds.get(text);
  return id ? i18n._(id) : text;
}

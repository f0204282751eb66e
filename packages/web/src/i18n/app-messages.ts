import { messages as english } from "../locales/app/en";
import { messages as laterEnglish } from "../locales/later/en";
import { appCatalog } from "./app-catalog";
import { addCatalog } from "./i18n";
import { laterCatalog } from "./later-messages";

/**
 * Issue 33: the app's own messages (host, decks, groups, settings, study) beside the player's, which the join page
 * downloads only for its session-lost dialog, and the game's later screens' (the host shows them too). Importing
 * this module gives the app all.
 */
addCatalog("app", english, { es: appCatalog.es, ar: appCatalog.ar });
addCatalog("later", laterEnglish, { es: laterCatalog.es, ar: laterCatalog.ar });

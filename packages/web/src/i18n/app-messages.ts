import { messages as english } from "../locales/app/en";
import { addCatalog } from "./i18n";

/**
 * Issue 33: the app's own messages (host, decks, groups, settings, study) beside the player's, which the join page
 * never downloads. Importing this module gives the app both.
 */
addCatalog(english, { es: () => import("../locales/app/es"), ar: () => import("../locales/app/ar") });

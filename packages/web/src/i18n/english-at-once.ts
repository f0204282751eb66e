import { messages } from "../locales/en";
import { messages as later } from "../locales/later/en";
import { i18n } from "./i18n";

/**
 * English's player messages, those of the game's later screens too, loaded at once without waiting for their chunks:
 * for pages drawn at build time (join-prerender.tsx, landing-prerender.tsx) and for the unit tests. The browser
 * fetches them like any language.
 */
i18n.load("en", { ...messages, ...later });
i18n.activate("en");

import { messages } from "../locales/en";
import { i18n } from "./i18n";

/**
 * English's player messages loaded at once, without waiting for their chunk: for pages drawn at build time
 * (join-prerender.tsx, landing-prerender.tsx) and for the unit tests. The browser fetches them like any language.
 */
i18n.load("en", messages);
i18n.activate("en");

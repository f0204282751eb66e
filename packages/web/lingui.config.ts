import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Issue 33: the interface's messages, two PO catalogs per language (English is the source): the player's in
 * src/locales/, the rest of the app's in src/locales/app/. `lingui compile` turns each into a .ts file beside it,
 * which the build loads per language (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "ar"],
  catalogs: [
    // The player's path (the join page and the game's screens): all a phone downloads.
    { path: "<rootDir>/src/locales/{locale}", include: ["src"] },
    // The rest of the app (host, decks, groups, settings, study): only the app downloads these.
    { path: "<rootDir>/src/locales/app/{locale}", include: ["src"] },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: "ts",
});

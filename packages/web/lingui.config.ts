import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Issue 33: the interface's messages, three PO catalogs per language (English is the source): the player's in
 * src/locales/ and src/locales/later/, the rest of the app's in src/locales/app/. `lingui compile` turns each
 * into a .ts file beside it, which the build loads per language (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "ar"],
  catalogs: [
    // The player's path (the join page and the game's screens up to the first answer): all a phone downloads first.
    { path: "<rootDir>/src/locales/{locale}", include: ["src"] },
    // The player's screens after the first answer (results, leaderboards, the final screen, student-paced play, the
    // answer forms of other question types): fetched with those screens, outside the join path's budget.
    { path: "<rootDir>/src/locales/later/{locale}", include: ["src"] },
    // The rest of the app (host, decks, groups, settings, study): only the app downloads these.
    { path: "<rootDir>/src/locales/app/{locale}", include: ["src"] },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: "ts",
});

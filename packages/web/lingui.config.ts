import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Issue 33: the interface's messages, one PO catalog per language in src/locales/ (English is the source), compiled
 * by `lingui compile` into src/locales/{language}.ts, which the build loads per language (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "ar"],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["src"] }],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: "ts",
});

/**
 * The app's messages (host, decks, groups, settings, study), a chunk per language: the app adds them to its own
 * (app-messages.ts); the join page fetches them only for its session-lost dialog (features/auth/join-log-in-again.tsx).
 */
export const appCatalog = {
  en: () => import("../locales/app/en"),
  es: () => import("../locales/app/es"),
  ar: () => import("../locales/app/ar"),
};

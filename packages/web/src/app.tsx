import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRoutes } from "./app-routes";
import { RouteAnnouncer } from "./components/route-announcer";
import { SessionProvider } from "./features/auth/session-provider";
import "./i18n/app-messages";
import { i18n } from "./i18n/i18n";
import { RouterNavigation } from "./navigation/router-navigation";

/**
 * The app inside its router: the same tree in the browser (main.tsx, a BrowserRouter) and when the landing page
 * is drawn at build time (landing-prerender.tsx, a StaticRouter), so that React can take the drawn page over. Its
 * messages are the player's and the app's catalogs (issue 33).
 */
export function App({ queryClient, drawsWhileLoading }: { queryClient: QueryClient; drawsWhileLoading?: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterNavigation>
          <SessionProvider drawsWhileLoading={drawsWhileLoading}>
            <AppRoutes />
          </SessionProvider>
          <RouteAnnouncer />
        </RouterNavigation>
      </QueryClientProvider>
    </I18nProvider>
  );
}

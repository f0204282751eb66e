import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRoutes } from "./app-routes";
import { SessionProvider } from "./features/auth/session-provider";
import { RouterNavigation } from "./navigation/router-navigation";

/**
 * The app inside its router: the same tree in the browser (main.tsx, a BrowserRouter) and when the landing page
 * is drawn at build time (landing-prerender.tsx, a StaticRouter), so that React can take the drawn page over.
 */
export function App({ queryClient, drawsWhileLoading }: { queryClient: QueryClient; drawsWhileLoading?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterNavigation>
        <SessionProvider drawsWhileLoading={drawsWhileLoading}>
          <AppRoutes />
        </SessionProvider>
      </RouterNavigation>
    </QueryClientProvider>
  );
}

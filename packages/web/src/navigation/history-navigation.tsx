import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { type AppLocation, type NavigateOptions, type Navigation, NavigationContext } from "./navigation";

const currentLocation = (): AppLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state,
});

/**
 * Navigation on the History API alone, for a page that ships without a router (the join page): the paths it
 * `shows` change without a reload, any other path loads that page of the app.
 */
export function HistoryNavigation({
  shows,
  initial,
  children,
}: {
  shows: (pathname: string) => boolean;
  /** Where the page is when it is drawn ahead of time, without a window (the prerendered join page). */
  initial?: AppLocation;
  children: ReactNode;
}) {
  const [location, setLocation] = useState<AppLocation>(() => initial ?? currentLocation());
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  const navigate = useCallback(
    (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      if (!shows(url.pathname)) {
        if (replace) window.location.replace(url);
        else window.location.assign(url);
        return;
      }
      if (replace) window.history.replaceState(state, "", url);
      else window.history.pushState(state, "", url);
      setLocation({ pathname: url.pathname, search: url.search, state });
    },
    [shows],
  );
  const navigation = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

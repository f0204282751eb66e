import { type ReactNode, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { type Navigation, NavigationContext } from "./navigation";

/** The app's navigation, React Router's: for the screens the join page shares with the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname, search, state: state ?? null },
      navigate: (to, options) => void navigate(to, options),
    }),
    [navigate, pathname, search, state],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

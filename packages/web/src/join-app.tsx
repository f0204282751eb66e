import { I18nProvider, useLingui } from "@lingui/react";
import { lazyRoute, RouteLoader, ShownPath } from "./components/lazy-route";
import { LoadingStatus } from "./components/query-state";
import { JoinSessionProvider } from "./features/auth/join-session";
import { JoinSessionLostDialog } from "./features/auth/join-session-lost";
import { useSession } from "./features/auth/session-context";
import { joinCodeInPath } from "./game/guest-join";
import { i18n } from "./i18n/i18n";
import { HistoryNavigation } from "./navigation/history-navigation";
import { type AppLocation, useNavigation } from "./navigation/navigation";
import { loadPlayerGame } from "./navigation/player-game-chunk";
import JoinRoute from "./routes/join";

const PlayerGameRoute = lazyRoute(loadPlayerGame);

const isJoinPath = (pathname: string) => pathname === "/join" || pathname.startsWith("/join/");
const isCodeStep = (pathname: string) =>
  pathname === "/join" || pathname === "/join/lobby" || joinCodeInPath(pathname) !== null;

/**
 * The join page (/join, /join/lobby, /join/{Game_id}): a page of its own, without the app's router and query
 * cache, so that a phone opening a join link downloads little. Every other path is a page load of the app.
 */
export function JoinApp({ initial }: { initial?: AppLocation }) {
  return (
    <I18nProvider i18n={i18n}>
      <JoinSessionProvider>
        <HistoryNavigation shows={isJoinPath} initial={initial}>
          <main id="main" className="app-main bare">
            <JoinScreens />
            <JoinSessionLostDialog />
          </main>
        </HistoryNavigation>
      </JoinSessionProvider>
    </I18nProvider>
  );
}

function JoinScreens() {
  const { pathname } = useNavigation().location;
  const { status } = useSession();
  const { _ } = useLingui();
  if (isCodeStep(pathname)) {
    return (
      <>
        <JoinRoute />
        <ShownPath />
      </>
    );
  }
  // A player's screen depends on who they are (an account or a guest of this game).
  if (status === "loading") return <LoadingStatus label={_("join.loading")} />;
  return (
    <RouteLoader>
      <PlayerGameRoute />
    </RouteLoader>
  );
}

/** Where the prerendered page is drawn: /join, its code box (join-prerender.tsx). */
export const prerenderedLocation: AppLocation = { pathname: "/join", search: "", state: null };

/** Whether this page's HTML is what the prerendered page shows, so React can take it over as it is. */
export const showsPrerenderedPage = () =>
  window.location.pathname === prerenderedLocation.pathname && window.location.search === "" && !window.history.state;

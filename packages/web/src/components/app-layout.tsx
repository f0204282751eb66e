import { useLingui } from "@lingui/react";
import { Outlet } from "react-router";
import { SessionLostDialog } from "../features/auth/session-lost-dialog";
import { RouteLoader } from "./lazy-route";
import { Sidebar } from "./sidebar";

/** Signed-in pages with the sidebar (every one except /join… and /host…). */
export function AppLayout() {
  const { _ } = useLingui();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {_("layout.skipToContent")}
      </a>
      <Sidebar />
      <main id="main" className="app-main" tabIndex={-1}>
        <RouteLoader>
          <Outlet />
        </RouteLoader>
      </main>
      <SessionLostDialog />
    </div>
  );
}

/** Pages without the sidebar: the game flow (/join…, for guests too, and /host…). */
export function BareLayout() {
  return (
    <main id="main" className="app-main bare">
      <RouteLoader>
        <Outlet />
      </RouteLoader>
      <SessionLostDialog />
    </main>
  );
}

/** Signed-out pages: landing, login, signup. */
export function PublicLayout() {
  return (
    <main id="main" className="public-main">
      <RouteLoader>
        <Outlet />
      </RouteLoader>
    </main>
  );
}

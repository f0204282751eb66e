import { useLingui } from "@lingui/react";
import { Navigate, Outlet, useLocation } from "react-router";
import { pathAfterSignIn } from "../../navigation/after-sign-in";
import { useSession } from "./session-context";

/** The app's start-up state: only "Loading" until the session check answers (docs/product.md §1). */
export function AppLoading() {
  const { _ } = useLingui();
  return (
    <p className="app-loading" role="status">
      {_("app.loading")}
    </p>
  );
}

/** Routes every signed-in user may see; signed-out visitors go to the landing page (docs/product.md §2). */
export function RequireAuth() {
  const { status } = useSession();
  // Only reached while loading from the prerendered landing page, by a link followed before the check answered.
  if (status === "loading") return <AppLoading />;
  return status === "authenticated" ? <Outlet /> : <Navigate to="/" replace />;
}

/** Landing, login and signup: signed-in users go to the dashboard, or back to the game they were joining. */
export function RequireSignedOut() {
  const { status } = useSession();
  const { search } = useLocation();
  return status === "authenticated" ? <Navigate to={pathAfterSignIn(search)} replace /> : <Outlet />;
}

import { Navigate, Outlet, useLocation } from "react-router";
import { pathAfterSignIn } from "../../navigation/after-sign-in";
import { useSession } from "./session-context";

/** Routes every signed-in user may see; signed-out visitors go to the landing page (docs/product.md §2). */
export function RequireAuth() {
  const { status } = useSession();
  return status === "authenticated" ? <Outlet /> : <Navigate to="/" replace />;
}

/** Landing, login and signup: signed-in users go to the dashboard, or back to the game they were joining. */
export function RequireSignedOut() {
  const { status } = useSession();
  const { search } = useLocation();
  return status === "authenticated" ? <Navigate to={pathAfterSignIn(search)} replace /> : <Outlet />;
}

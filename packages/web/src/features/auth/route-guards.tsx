import { Navigate, Outlet } from "react-router";
import { useSession } from "./session-provider";

/** Routes every signed-in user may see; signed-out visitors go to the landing page (SPEC.md §2). */
export function RequireAuth() {
  const { status } = useSession();
  return status === "authenticated" ? <Outlet /> : <Navigate to="/" replace />;
}

/** Landing, login and signup: signed-in users go to the dashboard. */
export function RequireSignedOut() {
  const { status } = useSession();
  return status === "authenticated" ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

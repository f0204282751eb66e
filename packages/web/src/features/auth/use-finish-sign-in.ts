import { useLocation, useNavigate } from "react-router";
import { pathAfterSignIn } from "../../navigation/after-sign-in";
import { useSession } from "./session-context";

/**
 * After a login or a signup: the session knows the user, and the visitor goes on to the dashboard, or back to
 * the game they were joining (`?next=`).
 */
export function useFinishSignIn(): (userId: string) => void {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (userId) => {
    signedIn(userId);
    navigate(pathAfterSignIn(search), { replace: true });
  };
}

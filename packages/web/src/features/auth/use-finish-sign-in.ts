import { useLocation, useNavigate } from "react-router";
import { arrivalLanguage, showLanguage } from "../../i18n/i18n";
import { pathAfterSignIn } from "../../navigation/after-sign-in";
import { useSession } from "./session-context";

/**
 * After a login or a signup: the session knows the user, and the visitor goes on to the dashboard, or back to
 * the game they were joining (`?next=`), in the account's language.
 */
export function useFinishSignIn(): (userId: string) => void {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (userId) => {
    signedIn(userId);
    // Issue 33: a login answers with the account's language (qd_lang) when it has one: shown from now on.
    void showLanguage(arrivalLanguage());
    navigate(pathAfterSignIn(search), { replace: true });
  };
}

import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { tellSessionRegained } from "../../api/client";
import { LogInAgain } from "./log-in-again";
import { useSession } from "./session-context";
import { useSessionLost } from "./use-session-lost";

/**
 * The app's screens: a request refused because the session is gone asks the user to log in again over the screen
 * (the join page has its own, join-session-lost.tsx).
 */
export function SessionLostDialog() {
  const { open, close } = useSessionLost();
  return open ? <AppLogInAgain onDone={close} /> : null;
}

function AppLogInAgain({ onDone }: { onDone: () => void }) {
  const { userId, signedIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function loggedIn(id: string) {
    signedIn(id);
    // Someone else's account: this screen was not theirs.
    if (id !== userId) navigate("/dashboard", { replace: true });
    // What failed while signed out is asked for again, and a game's connection opens again as the user.
    void queryClient.invalidateQueries();
    tellSessionRegained();
    onDone();
  }

  return <LogInAgain onSignedIn={loggedIn} />;
}

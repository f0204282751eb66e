import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { tellSessionRegained } from "../../api/client";
import { LogInAgainDialog } from "./log-in-again-dialog";
import { useSession } from "./session-context";
import { useSessionLost } from "./use-session-lost";

/**
 * The app's screens: a request refused because the session is gone asks the user to log in again over the screen
 * (the join page has its own, join-session-lost.tsx).
 */
export function SessionLostDialog() {
  const { open, close } = useSessionLost();
  return open ? <LogInAgain onDone={close} /> : null;
}

function LogInAgain({ onDone }: { onDone: () => void }) {
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

  return <LogInAgainDialog onSignedIn={loggedIn} onClose={onDone} />;
}

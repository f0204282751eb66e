import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { tellSessionRegained } from "../../api/client";
import { appCatalog } from "../../i18n/app-catalog";
import { fetchCatalog } from "../../i18n/i18n";
import { useNavigation } from "../../navigation/navigation";
import { LogInAgain } from "./log-in-again";
import { useSession } from "./session-context";

/** The join page's "Your session has ended" (join-session-lost.tsx loads it), with the query client its form uses. */
function JoinLogInAgain({ onDone }: { onDone: () => void }) {
  const { userId, signedIn } = useSession();
  const { navigate } = useNavigation();
  const [queryClient] = useState(() => new QueryClient());

  function loggedIn(id: string) {
    signedIn(id);
    // Someone else's account: this game was not theirs to play.
    if (id !== userId) navigate("/join", { replace: true });
    // The game's connection opens again as the player (game/socket.ts).
    tellSessionRegained();
    onDone();
  }

  return (
    <QueryClientProvider client={queryClient}>
      <LogInAgain onSignedIn={loggedIn} />
    </QueryClientProvider>
  );
}

/** The component, once the app's messages (which the join page does without) are in for the language shown. */
export const withItsMessages = fetchCatalog("app", appCatalog).then(() => ({ default: JoinLogInAgain }));

import { lazy } from "react";
import { RouteLoader } from "../../components/lazy-route";
import { useSession } from "./session-context";
import { useSessionLost } from "./use-session-lost";

/** The dialog, with the app's messages it speaks in: fetched only when a session ends, never on the join path. */
const JoinLogInAgain = lazy(() => import("./join-log-in-again").then((module) => module.withItsMessages));

/**
 * The join page's signed-in players: a game connection closed or refused because the session ended (logged out in
 * another tab, expired) asks to log in again over the game, which then carries on over a new connection.
 */
export function JoinSessionLostDialog() {
  const { open, close } = useSessionLost();
  // Only a session the page had can end: a guest's connection is refused for want of one too (their seat ended).
  const { userId } = useSession();
  if (!open || !userId) return null;
  // Its code on its way, "Loading…"; when it cannot come, a way to reload rather than a page gone blank.
  return (
    <RouteLoader>
      <JoinLogInAgain onDone={close} />
    </RouteLoader>
  );
}

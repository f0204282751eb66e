import type { SessionReply } from "@quizdeck/shared/records";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { getSession, sessionQueryKey, signout } from "../../api/auth";
import { useUser } from "../../api/users";
import { AppLoading } from "./route-guards";
import { type Session, SessionContext } from "./session-context";

const signedOut: SessionReply = { authenticated: false };

/** docs/product.md §4 Authentication: loading, then authenticated or not; a failed check means signed out. */
async function checkSession(): Promise<SessionReply> {
  try {
    return await getSession();
  } catch {
    return signedOut;
  }
}

/**
 * `drawsWhileLoading`: the prerendered landing page (landing-prerender.tsx) is on screen before the session is
 * known, and React takes it over as it is; every other page shows only "Loading" until the check answers.
 */
export function SessionProvider({
  children,
  drawsWhileLoading = false,
}: {
  children: ReactNode;
  drawsWhileLoading?: boolean;
}) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: checkSession, staleTime: Number.POSITIVE_INFINITY });
  // From a sign-out to the next sign-in: the session query's own news of the sign-out comes a turn later.
  const [signedOutHere, setSignedOutHere] = useState(false);
  const userId = !signedOutHere && session.data?.authenticated ? (session.data.user?.id ?? null) : null;
  const user = useUser(userId);

  const signedIn = useCallback(
    (id: string) => {
      setSignedOutHere(false);
      queryClient.setQueryData<SessionReply>(sessionQueryKey, { authenticated: true, user: { id } });
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    // The session flips on screen first, at once: the guards unmount the signed-in screens before their requests
    // are dropped, so none of them asks again after the sign-out.
    flushSync(() => setSignedOutHere(true));
    // It drops the signed-in screens' requests still in flight (api/client.ts).
    signout().catch((error) => console.warn("Sign-out request failed", error));
    // Then the user's data is forgotten. clear() instead would detach the session observer.
    queryClient.setQueryData<SessionReply>(sessionQueryKey, signedOut);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({
      status: session.isPending ? "loading" : userId ? "authenticated" : "unauthenticated",
      userId,
      username: user.data?.Username,
      signedIn,
      signOut,
    }),
    [session.isPending, userId, user.data?.Username, signedIn, signOut],
  );

  if (value.status === "loading" && !drawsWhileLoading) return <AppLoading />;
  return <SessionContext value={value}>{children}</SessionContext>;
}

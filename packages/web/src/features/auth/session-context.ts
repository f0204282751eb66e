import { createContext, use } from "react";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface Session {
  status: SessionStatus;
  userId: string | null;
  /** The signed-in user's Username, fetched once (undefined until it arrives or if it fails). */
  username: string | undefined;
  /** Call after a successful login or signup. */
  signedIn: (userId: string) => void;
  /**
   * Signed out at once on this screen, everything cached for the user forgotten; the server is told meanwhile,
   * and requests made before it has answered go out after (api/client.ts).
   */
  signOut: () => void;
}

/**
 * Who is signed in, as the screens read it. The app fills it from its query cache (session-provider.tsx), the
 * join page from two plain requests (join-session.tsx), so the join path does without the query library.
 */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession outside a session provider");
  return session;
}

import type { SessionReply } from "@quizdeck/shared/records";
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from "react";
import { getSession, signout } from "../../api/auth";
import { getUser } from "../../api/get-user";
import { type Session, SessionContext } from "./session-context";

/**
 * The session for the join page, read with two plain requests instead of the app's query cache (which the join
 * path does without). Unlike the app's provider it draws its screens at once: the code box is usable while the
 * session is still "loading", and screens that need to know wait for it themselves.
 */
export function JoinSessionProvider({ children }: { children: ReactNode }) {
  const [reply, setReply] = useState<SessionReply | null>(null);
  const [username, setUsername] = useState<string | undefined>();
  const userId = reply?.authenticated ? (reply.user?.id ?? null) : null;

  useEffect(() => {
    getSession().then(setReply, () => setReply({ authenticated: false }));
  }, []);
  useEffect(() => {
    if (userId)
      getUser(userId).then(
        (user) => setUsername(user.Username),
        () => undefined,
      );
  }, [userId]);

  const session = useMemo<Session>(
    () => ({
      status: reply === null ? "loading" : userId ? "authenticated" : "unauthenticated",
      userId,
      username,
      signedIn: (id) => setReply({ authenticated: true, user: { id } }),
      signOut: () => {
        signout().catch(() => undefined);
        setReply({ authenticated: false });
      },
    }),
    [reply, userId, username],
  );
  const guest = useMemo<GuestSession>(
    () => ({
      guestGameId: reply?.authenticated ? null : (reply?.guest?.Game_id ?? null),
      joinedAsGuest: (gameId) => setReply({ authenticated: false, guest: { Game_id: gameId } }),
    }),
    [reply],
  );
  return (
    <SessionContext value={session}>
      <GuestSessionContext value={guest}>{children}</GuestSessionContext>
    </SessionContext>
  );
}

/** The join page's own part of the session (issue 12): whether this browser is a guest, and of which game. */
interface GuestSession {
  /** Signed out: the game this browser's guest session is for, if it has one. */
  guestGameId: string | null;
  /** Call after a guest session for `gameId` was opened. */
  joinedAsGuest: (gameId: string) => void;
}

const GuestSessionContext = createContext<GuestSession | null>(null);

export function useGuestSession(): GuestSession {
  const guest = use(GuestSessionContext);
  if (!guest) throw new Error("useGuestSession outside JoinSessionProvider");
  return guest;
}

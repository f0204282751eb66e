import { useSession } from "./session-context";

/**
 * For screens behind <RequireAuth>: the signed-in user's id, never null there. A module of its own: the join page
 * shares session-context.ts with the app, and only the app's screens need this.
 */
export function useSignedInUserId(): string {
  const { userId } = useSession();
  if (!userId) throw new Error("useSignedInUserId on a signed-out screen");
  return userId;
}

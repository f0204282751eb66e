import { useEffect, useState } from "react";
import { sessionLost } from "../../api/client";

/**
 * Whether to ask the user to log in again: from the moment a request or the game's connection is refused for want
 * of a session (signed out in another tab, expired) until `close`. The next refusal opens it again, as `ask` does.
 */
export function useSessionLost(initiallyOpen = false): { open: boolean; ask: () => void; close: () => void } {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const show = () => setOpen(true);
    sessionLost.addEventListener("lost", show);
    return () => sessionLost.removeEventListener("lost", show);
  }, []);
  return { open, ask: () => setOpen(true), close: () => setOpen(false) };
}

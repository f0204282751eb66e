import { useLayoutEffect, useRef } from "react";

/**
 * Scrolls to the top of the page when `screen` changes: a screen that replaces another within one page (the host's
 * lobby after the setup, a game's results after its question) starts at its top, where its heading and controls
 * are, not where the last one was scrolled to. On a small phone the setup's Create Game is far down, and the lobby
 * opened with its join code out of sight above.
 */
export function useTopOfNewScreen(screen: string): void {
  const shown = useRef(screen);
  useLayoutEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo(0, 0);
  }, [screen]);
}

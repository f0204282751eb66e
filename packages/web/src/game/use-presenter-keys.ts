import { useEffectEvent, useLayoutEffect } from "react";

/** What presenter clickers and a laptop's keyboard send for "next slide" (issue 29). */
const NEXT_KEYS = new Set([" ", "ArrowRight", "PageDown", "Enter"]);

/**
 * The host's Next from the keyboard or a presenter clicker, while `enabled`: not while a text field or a dialog has
 * focus, and Space and Enter on a focused button or link do that control's own job (Next itself included).
 */
export function usePresenterKeys(enabled: boolean, onNext: () => void): void {
  const next = useEffectEvent(onNext);
  // A layout effect: the keys work from the moment the screen is drawn.
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!NEXT_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], dialog")) return;
      if ((event.key === " " || event.key === "Enter") && target?.closest("button, a, summary")) return;
      event.preventDefault();
      next();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}

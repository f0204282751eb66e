import { type ReactElement, useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * A screen's status line ("You left First."). `say(text, { focus: true })` also moves the focus to it, for an action
 * whose button goes away with its row (Leave, Remove, Join): the focus would fall to the page's top, and the next
 * Tab start there.
 */
export function useStatusLine(className: string): {
  say: (text: string, options?: { focus?: boolean }) => void;
  line: ReactElement;
} {
  const [said, setSaid] = useState({ text: "", focus: false });
  const ref = useRef<HTMLParagraphElement>(null);
  const say = useCallback((text: string, { focus = false } = {}) => setSaid({ text, focus }), []);
  // Once drawn, and after a confirming dialog closed in the same update (it gives the focus back to its opener).
  useLayoutEffect(() => {
    if (said.focus) ref.current?.focus();
  }, [said]);
  const line = (
    <p ref={ref} className={className} role="status" tabIndex={-1}>
      {said.text}
    </p>
  );
  return { say, line };
}

import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** What a screen that navigated here says happened ("“Rivers” was deleted."), in the navigation's state. */
export interface NavigationStatusState {
  status: string;
}

/**
 * The status a navigation brought, shown where the user lands and focused there: the control they pressed is gone
 * with its screen, so focus would fall to the page and a screen reader would hear nothing of it.
 */
export function NavigationStatus() {
  const status = (useLocation().state as NavigationStatusState | null)?.status;
  const line = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (status) line.current?.focus();
  }, [status]);
  if (!status) return null;
  return (
    <p ref={line} className="status-message" role="status" tabIndex={-1}>
      {status}
    </p>
  );
}

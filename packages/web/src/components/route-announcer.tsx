import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { APP_NAME } from "./page-title";

/**
 * Names each page the app moves to (a link, Back) to a screen reader, as a page load would: the browser says
 * nothing when a single-page app changes its page. The focus stays where it was, on the link a keyboard user
 * pressed. The name is the title the new page sets (PageTitle), once its code has loaded.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState("");
  // The page the visitor arrived on is named by the browser itself.
  const named = useRef(pathname);
  useEffect(() => {
    if (named.current === pathname) return;
    named.current = pathname;
    const say = () => {
      if (document.title !== APP_NAME) setSaid(document.title);
    };
    const titleChanges = new MutationObserver(say);
    const title = document.querySelector("title");
    if (title) titleChanges.observe(title, { childList: true, characterData: true, subtree: true });
    // A page whose code was loaded already has set its title by the time this runs, or does so in this turn.
    const soon = setTimeout(say, 0);
    return () => {
      clearTimeout(soon);
      titleChanges.disconnect();
    };
  }, [pathname]);
  return (
    <p className="visually-hidden route-announcer" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}

import { useEffect } from "react";

export const APP_NAME = "Quizdeck";

/**
 * Sets the document title while the screen is shown. Not a rendered <title>: React would add it after the page's
 * own <title> in <head>, and a browser names the tab by the first one.
 */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
  return null;
}

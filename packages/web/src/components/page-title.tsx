import { useEffect } from "react";

const APP_NAME = "Quizdeck";

/** Sets the document title while the screen is shown (Preact does not hoist a <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
  return null;
}

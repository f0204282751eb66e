import { renderToString } from "react-dom/server";
import "./i18n/english-at-once";
import { StaticRouter } from "react-router";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";

/**
 * The landing page as a signed-out visitor first sees it, drawn at build time (prerender-pages.ts) so a phone
 * can type a game code before any script arrives; main.tsx hydrates it.
 */
export function renderPage(): string {
  return renderToString(
    <StaticRouter location="/">
      <App queryClient={createQueryClient()} drawsWhileLoading />
    </StaticRouter>,
  );
}

import { renderToString } from "react-dom/server";
import "./i18n/english-at-once";
import { JoinApp, prerenderedLocation } from "./join-app";

/** The join page's code box as HTML, drawn at build time (prerender-pages.ts) and hydrated in the browser. */
export function renderPage(): string {
  return renderToString(<JoinApp initial={prerenderedLocation} />);
}

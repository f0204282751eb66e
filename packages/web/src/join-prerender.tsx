import { renderToString } from "react-dom/server";
import { JoinApp, prerenderedLocation } from "./join-app";

/** The join page's code box as HTML, drawn at build time (prerender-join-page.ts) and hydrated in the browser. */
export function renderJoinPage(): string {
  return renderToString(<JoinApp initial={prerenderedLocation} />);
}

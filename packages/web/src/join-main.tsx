import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { arrivalLanguage, showLanguage } from "./i18n/i18n";
import { SOURCE_LANGUAGE } from "./i18n/languages";
import { JoinApp, prerenderedLocation, showsPrerenderedPage } from "./join-app";
import { preloadPlayerGameLater } from "./navigation/player-game-chunk";
import "./styles.css";

const root = document.getElementById("root");
// Issue 33: the page is drawn in the visitor's language, its catalog fetched first (English's too: a phone fetches
// its own language's messages only); another language than English draws it afresh over the prerendered page.
const language = arrivalLanguage();
await showLanguage(language);
if (root) {
  // The prerendered code box may already hold what a player typed: hydrating keeps it. Any other address (a
  // lobby or a game after a reload) is drawn afresh over it.
  if (root.hasChildNodes() && showsPrerenderedPage() && language === SOURCE_LANGUAGE) {
    hydrateRoot(
      root,
      <StrictMode>
        <JoinApp initial={prerenderedLocation} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <JoinApp />
      </StrictMode>,
    );
  }
  preloadPlayerGameLater();
}

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { JoinApp, prerenderedLocation, showsPrerenderedPage } from "./join-app";
import { preloadPlayerGameLater } from "./navigation/player-game-chunk";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  // The prerendered code box may already hold what a player typed: hydrating keeps it. Any other address (a
  // lobby or a game after a reload) is drawn afresh over it.
  if (root.hasChildNodes() && showsPrerenderedPage()) {
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

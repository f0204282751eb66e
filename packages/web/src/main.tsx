import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  // "/" arrives as the landing page drawn at build time, its code box perhaps typed into already: React takes it
  // over as it is. Any other page (and the landing page with a notice to show) is drawn afresh.
  const hydrating = root.hasChildNodes() && window.location.pathname === "/" && window.location.search === "";
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App queryClient={createQueryClient()} drawsWhileLoading={hydrating} />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { arrivalLanguage, showLanguage } from "./i18n/i18n";
import { SOURCE_LANGUAGE } from "./i18n/languages";
import "./styles.css";

const root = document.getElementById("root");
// Issue 33: the app is drawn in the visitor's language, its catalogs fetched first; the prerendered landing page
// is English, so another language draws it afresh.
const language = arrivalLanguage();
await showLanguage(language);
if (root) {
  // "/" arrives as the landing page drawn at build time, its code box perhaps typed into already: React takes it
  // over as it is. Any other page (and the landing page with a notice to show) is drawn afresh.
  const hydrating =
    root.hasChildNodes() &&
    window.location.pathname === "/" &&
    window.location.search === "" &&
    language === SOURCE_LANGUAGE;
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

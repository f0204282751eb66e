import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client";
import { AppRoutes } from "./app-routes";
import { SessionProvider } from "./features/auth/session-provider";
import { RouterNavigation } from "./navigation/router-navigation";
import "./styles.css";

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouterNavigation>
            <SessionProvider>
              <AppRoutes />
            </SessionProvider>
          </RouterNavigation>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

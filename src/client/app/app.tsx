import { BrowserRouter, useRoutes } from "react-router";
import { AppErrorBoundary } from "./error-boundary";
import { AppProvider } from "./provider";
import { routes } from "./router";

/**
 * React Router's declarative mode: Hangar has no loaders or actions, and the data router
 * (createBrowserRouter) would add about 17 KB gzipped to every page, the sign-in page's
 * budget of JavaScript included (issue 8).
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}

import { useEffect, useState } from "react";
import { BrowserRouter, useLocation, useRoutes } from "react-router";
import { AppErrorBoundary } from "./error-boundary";
import type { FirstViewState } from "./first-view";
import { AppProvider } from "./provider";
import { preloadRoute, routes } from "./router";

/**
 * React Router's declarative mode: Hangar has no loaders or actions, and the data router
 * (createBrowserRouter) would add about 17 KB gzipped to every page, the sign-in page's
 * budget of JavaScript included (docs/benchmark-budgets.md, decision 0012).
 */
function AppRoutes() {
  const { pathname } = useLocation();
  // The first page's chunks before its first render, the next ones' as soon as their path is
  // known (the page suspends on its chunk meanwhile).
  useState(() => void preloadRoute(pathname));
  useEffect(() => void preloadRoute(pathname), [pathname]);
  return useRoutes(routes);
}

/** The pages, under the router of the place they render in (the browser's, or the server's). */
export function AppPages() {
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

export function App({ firstView }: { firstView?: FirstViewState }) {
  return (
    <AppProvider firstView={firstView}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppProvider>
  );
}

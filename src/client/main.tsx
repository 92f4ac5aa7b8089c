import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { FIRST_VIEW_DATA_ID } from "../shared/http/first-view";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";
import { applyStoredTheme } from "./app/theme";
import "./styles.css";

// Before the first render, so a dark preference never flashes light.
applyStoredTheme();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");

// A page the server rendered (app/first-view.ts) comes with the reads it shows: the app takes
// over its HTML instead of painting it again.
const firstViewData = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
if (firstViewData) {
  // The page's chunks first: a page whose chunk is in is taken over at once (router.tsx),
  // instead of suspending and being left for later, when reads that other parts started
  // meanwhile may no longer match the server's HTML (decision 0019).
  void preloadRoute(window.location.pathname).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App firstViewData={JSON.parse(firstViewData) as DehydratedState} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { FIRST_VIEW_DATA_ID } from "../shared/http/first-view";
import { App } from "./app/app";
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
  // At once, not after the page's chunks: from here React holds on to what the member does in
  // the view (a hover, a click) and plays it again on the parts it has taken over.
  hydrateRoot(
    container,
    <StrictMode>
      <App firstViewData={JSON.parse(firstViewData) as DehydratedState} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { FIRST_VIEW_DATA_ID } from "./app/first-view-data";
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

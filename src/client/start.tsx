/**
 * The app itself, loaded by the entry (main.tsx): on a page the server rendered, once that page
 * has been painted.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { FIRST_VIEW_DATA_ID, FIRST_VIEW_INERT, readFirstViewData } from "../shared/http/first-view";
import { App } from "./app/app";
import type { FirstViewState } from "./app/first-view";
import { preloadRoute } from "./app/router";
import { applyStoredTheme } from "./app/theme";
import { rememberUnits } from "./features/weather/browser-units";
import { rememberTimeZone } from "./lib/viewer-time";

// Before the first render, so a dark preference never flashes light.
applyStoredTheme();
rememberTimeZone();
rememberUnits();

/** How long a server-rendered view stays inert at most, waiting for its page's chunks. */
const CHUNKS_AWAITED_MS = 5000;

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");

// A page the server rendered (app/first-view.ts) comes with the reads it shows. The app takes
// over its HTML instead of painting it again: its times are on the organization's clock, the
// same in every browser.
const firstViewData = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
const firstView = firstViewData ? (readFirstViewData(firstViewData) as FirstViewState) : undefined;
if (firstView) {
  void (async () => {
    // The view's chunks first, so that React takes it over in one pass. A part still waiting
    // for its chunk when a tap lands on it is hydrated at once if it can be, and loses the tap
    // if it cannot: React 19 plays hovers and focus again later, not clicks. Not for ever: on a
    // stalled network the view's links at least work again (as page loads) after a while.
    // A chunk that fails to load is the route's to report, once the app runs.
    await Promise.race([
      preloadRoute(window.location.pathname).catch(() => {}),
      delay(CHUNKS_AWAITED_MS),
    ]);
    // The view is inert until here: a tap on it does nothing, visibly (decision 0019). From
    // here React handles what the member does, taking over the part tapped first.
    container.removeAttribute(FIRST_VIEW_INERT);
    hydrateRoot(
      container,
      <StrictMode>
        <App firstView={firstView} />
      </StrictMode>,
    );
  })();
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

import { FIRST_VIEW_DATA_ID, FIRST_VIEW_INERT } from "../shared/http/first-view";
import "./styles.css";

/**
 * The client's entry, kept small. On a page the server rendered (app/first-view.ts), the app's
 * code (start.tsx: React, the router, the pages) is evaluated only once that page has been
 * painted: evaluated as soon as the page was parsed, it held the first paint back by its whole
 * evaluation whenever its files had arrived first (decision 0051). Its files are fetched while
 * the page is parsed all the same: the build preloads them (scripts/preload-app.ts).
 */
const start = () =>
  import("./start").catch((error: unknown) => {
    // The app could not be loaded (a network gone, a new version's files): the server's view
    // at least works again as a page of links, each of them loading the app anew.
    document.getElementById("root")?.removeAttribute(FIRST_VIEW_INERT);
    throw error;
  });

if (document.getElementById(FIRST_VIEW_DATA_ID)) afterNextPaint(start);
else start();

/**
 * Runs `task` in a task of its own after the next frame has been painted; at once in a tab
 * opened in the background, which paints no frame (and runs no animation frame) until shown.
 */
function afterNextPaint(task: () => unknown) {
  if (document.visibilityState === "hidden") setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}

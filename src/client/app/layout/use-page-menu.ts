import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The browser's history entry shown: React Router's key for each entry it made, the address for
 * the first one (and for an anchor's `#…`).
 */
function currentHistoryEntry(): string {
  const state: unknown = window.history.state;
  const key = typeof state === "object" && state !== null && "key" in state ? state.key : undefined;
  return typeof key === "string" ? key : window.location.href;
}

function onHistoryTraversal(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * A menu that belongs to the history entry it was opened on: it is open only while the browser
 * shows that entry. Back and Forward close it at once (`popstate`); a link changes the entry
 * without an event, and the render that follows reads it anew.
 *
 * Not the page rendered: React Router renders a navigation as a transition, so while the next
 * page's code loads, the last page stays on screen under the new address. A menu opened in that
 * moment belongs to the new address and stays open when its page arrives (decision 0019).
 */
export function usePageMenu() {
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // Renders again with each page, to read the entry anew: a link changes it without an event.
  useLocation();
  const open = useSyncExternalStore(
    onHistoryTraversal,
    () => openedOn !== null && openedOn === currentHistoryEntry(),
    () => false,
  );
  // Forgotten once another entry is shown, so that Back to this one does not bring it back.
  if (openedOn !== null && !open) setOpenedOn(null);
  return {
    open,
    toggle: () => setOpenedOn(open ? null : currentHistoryEntry()),
    close: () => setOpenedOn(null),
  };
}

import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { calendarReads } from "../../features/bookings/api/calendar-reads";
import { useTimeZone } from "../../lib/viewer-time";

/**
 * The reads a page's first render waits for, by path, with the same options as its hooks. Each
 * is asked only if nothing has asked it yet (a cached one is the page's own to refresh), as
 * TanStack's usePrefetchQuery does: the layout renders many times.
 */
const pageReads: Record<string, (client: QueryClient, timeZone: string) => void> = {
  "/bookings": (client, timeZone) => {
    const [fleet, today] = calendarReads(Date.now(), timeZone);
    if (!client.getQueryState(fleet.queryKey)) void client.prefetchQuery(fleet);
    if (!client.getQueryState(today.queryKey)) void client.prefetchQuery(today);
  },
};

/**
 * Starts the page's reads from the layout, while the page's chunk is still loading, instead of
 * after the page has rendered (decision 0012). The organization needs no help: the top bar asks.
 */
export function usePageData(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const timeZone = useTimeZone();
  // While rendering, not in an effect: a navigation is a transition that renders the layout with
  // the new path, then waits for the page's chunk, and runs effects only once that is in. The
  // server's render asks nothing: it has the reads. A read the cache has let go of (today's,
  // five minutes after the member went to another day) is asked again by the next render of the
  // layout: one small read, in the background.
  if (typeof window === "undefined") return;
  pageReads[pathname]?.(client, timeZone);
}

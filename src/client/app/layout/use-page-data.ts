import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { calendarReads } from "../../features/bookings/api/calendar-reads";
import { useTimeZone } from "../../lib/viewer-time";

/** The reads a page's first render waits for, by path, with the same options as its hooks. */
const pageReads: Record<string, (client: QueryClient, timeZone: string) => void> = {
  "/bookings": (client, timeZone) => {
    const [fleet, today] = calendarReads(Date.now(), timeZone);
    void client.prefetchQuery(fleet);
    void client.prefetchQuery(today);
  },
};

/**
 * Starts the page's reads from the layout, while the page's chunk is still loading, instead of
 * after the page has rendered (issue 8). The organization needs no help: the top bar reads it.
 */
export function usePageData(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const timeZone = useTimeZone();
  useEffect(() => pageReads[pathname]?.(client, timeZone), [client, pathname, timeZone]);
}

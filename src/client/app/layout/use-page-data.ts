import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { fleetQueryOptions } from "../../features/bookings/api/get-booking-resources";
import { bookingsInRangeQueryOptions } from "../../features/bookings/api/get-bookings";
import { todayWindow } from "../../features/bookings/calendar-window";
import { localDayRange } from "../../features/bookings/local-time";

/** The reads a page's first render waits for, by path, with the same options as its hooks. */
const pageReads: Record<string, (client: QueryClient) => void> = {
  // The calendar opens on today (BookingCalendar's first window).
  "/bookings": (client) => {
    void client.prefetchQuery(fleetQueryOptions);
    const today = localDayRange(todayWindow(new Date()).day);
    void client.prefetchQuery(bookingsInRangeQueryOptions(today));
  },
};

/**
 * Starts the page's reads from the layout, while the page's chunk is still loading, instead of
 * after the page has rendered (issue 8). The organization needs no help: the top bar reads it.
 */
export function usePageData(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => pageReads[pathname]?.(client), [client, pathname]);
}

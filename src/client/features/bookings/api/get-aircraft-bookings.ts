import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";
import type { BookingsInRange } from "./get-bookings";

/**
 * One aircraft's active bookings overlapping `[from, to)`, as this viewer may see them: the
 * calendar read narrowed to the aircraft, so a week of a large fleet is one small answer.
 */
export function getAircraftBookings(
  aircraftId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BookingsInRange> {
  const query = new URLSearchParams({ ...range, aircraftId });
  return apiClient.get<BookingsInRange>(`/api/bookings?${query}`, { signal });
}

/** The week view's read. Live updates refresh it with every bookings read (`queryKeys.bookings`). */
export function useAircraftBookingsInRange(
  aircraftId: string,
  range: { from: string; to: string },
) {
  return useQuery({
    queryKey: queryKeys.aircraftBookingsInRange(aircraftId, range.from, range.to),
    queryFn: ({ signal }) => getAircraftBookings(aircraftId, range, signal),
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

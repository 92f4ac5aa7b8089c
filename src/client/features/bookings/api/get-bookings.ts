import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";

/**
 * A window's bookings as the API answers: `truncated` when the window holds more than the
 * server gives in one answer (the earliest come first).
 */
export interface BookingsInRange {
  bookings: Booking[];
  truncated?: true;
}

/** The organization's active bookings overlapping `[from, to)`, as this viewer may see them. */
export function getBookings(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BookingsInRange> {
  const query = new URLSearchParams(range);
  return apiClient.get<BookingsInRange>(`/api/bookings?${query}`, { signal });
}

/** One calendar day, or the days a booking form looks at for conflicts: the same cache. */
export function bookingsInRangeQueryOptions(
  range: { from: string; to: string } | null,
  { toastOnError = true }: { toastOnError?: boolean } = {},
) {
  return queryOptions({
    queryKey: queryKeys.bookingsInRange(range?.from ?? "", range?.to ?? ""),
    queryFn: ({ signal }) => getBookings(range as { from: string; to: string }, signal),
    enabled: range !== null,
    meta: toastOnError ? { errorMessage: bookingMessages.fetchFailed } : undefined,
  });
}

export function useBookingsInRange(
  range: { from: string; to: string } | null,
  options: { toastOnError?: boolean } = {},
) {
  return useQuery(bookingsInRangeQueryOptions(range, options));
}

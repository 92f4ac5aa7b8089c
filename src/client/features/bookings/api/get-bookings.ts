import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";

/** The organization's active bookings overlapping `[from, to)`, as this viewer may see them. */
export async function getBookings(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<Booking[]> {
  const query = new URLSearchParams(range);
  const { bookings } = await apiClient.get<{ bookings: Booking[] }>(`/api/bookings?${query}`, {
    signal,
  });
  return bookings;
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

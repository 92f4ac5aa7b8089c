import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BookingStatistics } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function getBookingStatistics(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BookingStatistics> {
  const query = new URLSearchParams(range);
  const { statistics } = await apiClient.get<{ statistics: BookingStatistics }>(
    `/api/bookings/statistics?${query}`,
    { signal },
  );
  return statistics;
}

/** Admins: totals and per-aircraft counts of the bookings starting in `[from, to)`. */
export function useBookingStatistics(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: queryKeys.bookingStatistics(range?.from ?? "", range?.to ?? ""),
    queryFn: ({ signal }) => getBookingStatistics(range as { from: string; to: string }, signal),
    enabled: range !== null,
    // While another range loads, the last numbers stay instead of a flash of nothing.
    placeholderData: keepPreviousData,
  });
}

import { useInfiniteQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";

export type MyBookingsWhen = "upcoming" | "past";

export interface MyBookingsPage {
  bookings: Booking[];
  /** Where the next page starts; null on the last. */
  next: string | null;
}

export function getMyBookings(
  when: MyBookingsWhen,
  after: string | null,
  signal?: AbortSignal,
): Promise<MyBookingsPage> {
  const query = new URLSearchParams({ when });
  if (after) query.set("after", after);
  return apiClient.get<MyBookingsPage>(`/api/bookings/mine?${query}`, { signal });
}

/** The viewer's own bookings, upcoming (soonest first) or past (latest first), page by page. */
export function useMyBookings(when: MyBookingsWhen) {
  return useInfiniteQuery({
    queryKey: queryKeys.myBookings(when),
    queryFn: ({ pageParam, signal }) => getMyBookings(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchOnMount: "always",
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

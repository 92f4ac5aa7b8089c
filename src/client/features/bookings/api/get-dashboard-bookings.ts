import { useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";

async function getList(path: string, signal?: AbortSignal): Promise<Booking[]> {
  const { bookings } = await apiClient.get<{ bookings: Booking[] }>(path, { signal });
  return bookings;
}

/** The caller's own future bookings, soonest first, at most 5. */
export function useUpcomingBookings() {
  return useQuery({
    queryKey: queryKeys.upcomingBookings,
    queryFn: ({ signal }) => getList("/api/bookings/upcoming", signal),
    refetchOnMount: "always",
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

/** Instructors: the lessons they teach that have not started, soonest first, at most 5. */
export function useLessonBookings() {
  return useQuery({
    queryKey: queryKeys.lessonBookings,
    queryFn: ({ signal }) => getList("/api/bookings/lessons", signal),
    refetchOnMount: "always",
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

/** Admins: bookings that started in the last 7 days, newest first, at most 5. */
export function useRecentBookings() {
  return useQuery({
    queryKey: queryKeys.recentBookings,
    queryFn: ({ signal }) => getList("/api/bookings/recent", signal),
    refetchOnMount: "always",
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingInput } from "../../../../shared/bookings/booking.schemas";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function createBooking(input: BookingInput): Promise<Booking> {
  const { booking } = await apiClient.post<{ booking: Booking }>("/api/bookings", input);
  return booking;
}

export async function updateBooking({
  id,
  input,
}: {
  id: string;
  input: BookingInput;
}): Promise<Booking> {
  const { booking } = await apiClient.put<{ booking: Booking }>(
    `/api/bookings/${encodeURIComponent(id)}`,
    input,
  );
  return booking;
}

export async function cancelBooking(id: string): Promise<Booking> {
  const { booking } = await apiClient.post<{ booking: Booking }>(
    `/api/bookings/${encodeURIComponent(id)}/cancel`,
  );
  return booking;
}

/**
 * Every write refreshes every bookings read (calendar, dashboard lists, statistics), also
 * after a refusal: a conflict means this screen's picture of the day was out of date.
 */
function useBookingMutation<A>(mutationFn: (argument: A) => Promise<Booking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}

export const useCreateBooking = () => useBookingMutation(createBooking);
export const useUpdateBooking = () => useBookingMutation(updateBooking);
export const useCancelBooking = () => useBookingMutation(cancelBooking);

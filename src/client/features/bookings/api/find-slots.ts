import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SlotView } from "../../../../shared/bookings/slot.schemas";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { bookingMessages } from "../bookings.texts";

/** What Find a Slot asks: one aircraft or any (of a category), an instructor, any or none. */
export interface SlotSearch {
  aircraftId: string;
  category: string;
  instructor: string;
  durationMinutes: number;
  from: string;
}

function searchParams(search: SlotSearch): string {
  const query = new URLSearchParams({
    instructor: search.instructor,
    durationMinutes: String(search.durationMinutes),
    from: search.from,
  });
  if (search.aircraftId) query.set("aircraftId", search.aircraftId);
  else if (search.category) query.set("category", search.category);
  return query.toString();
}

/**
 * The earliest free slots for the caller. Under the bookings' key: a booking made or changed
 * anywhere refreshes the list while it is open.
 */
export function useSlots(search: SlotSearch, { enabled }: { enabled: boolean }) {
  const query = searchParams(search);
  return useQuery<SlotView[]>({
    queryKey: queryKeys.bookingSlots(query),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ slots: SlotView[] }>(`/api/bookings/slots?${query}`, { signal })
        .then((answer) => answer.slots),
    // The list stays while the next search loads, rather than flash a spinner at every change.
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
    meta: { errorMessage: bookingMessages.fetchFailed },
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { MemberListItem } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Archived and booking-disabled aircraft are neither rows of the grid nor options of the form. */
export const isBookable = (aircraft: Aircraft) => !aircraft.isArchived && aircraft.bookingEnabled;

async function getFleet(signal?: AbortSignal): Promise<Aircraft[]> {
  const { aircraft } = await apiClient.get<{ aircraft: Aircraft[] }>("/api/aircraft", { signal });
  return aircraft;
}

/** The organization's aircraft by registration; the same cache as the aircraft screens. */
export const fleetQueryOptions = queryOptions({
  queryKey: queryKeys.aircraftList,
  queryFn: ({ signal }) => getFleet(signal),
});

export function useFleet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fleetQueryOptions, enabled });
}

/** The fleet's bookable aircraft, by registration. */
export function useBookableAircraft({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...fleetQueryOptions,
    select: (fleet) => fleet.filter(isBookable),
    enabled,
  });
}

async function getMembers(signal?: AbortSignal): Promise<MemberListItem[]> {
  const { members } = await apiClient.get<{ members: MemberListItem[] }>("/api/members", {
    signal,
  });
  return members;
}

/** The people an admin can book for; the same cache as the member list. */
export function usePilotCandidates({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.memberList,
    queryFn: ({ signal }) => getMembers(signal),
    enabled,
  });
}

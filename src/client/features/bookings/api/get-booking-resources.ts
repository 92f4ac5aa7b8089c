import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { isAircraftBookable } from "../../../../shared/aircraft/fleet";
import type { InstructorView } from "../../../../shared/instructors/availability.types";
import type { MemberListItem } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { currentOrganizationQueryOptions } from "../../organizations/api/get-current-organization";

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
    // Aircraft that take no bookings are neither rows of the grid nor options of the form.
    select: (fleet) => fleet.filter(isAircraftBookable),
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

async function getInstructors(
  signal?: AbortSignal,
  range?: { from: string; to: string },
): Promise<InstructorView[]> {
  const query = range ? `?${new URLSearchParams(range)}` : "";
  const { instructors } = await apiClient.get<{ instructors: InstructorView[] }>(
    `/api/instructors${query}`,
    { signal },
  );
  return instructors;
}

/** The organization's instructors by first name, each with their hours and time off. */
export function useInstructors({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.instructorList,
    queryFn: ({ signal }) => getInstructors(signal),
    enabled,
  });
}

/**
 * The organization's time zone, in which the booking rules read the clock; the same cache as
 * the organization screens.
 */
export function useOrganizationTimeZone({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...currentOrganizationQueryOptions,
    select: (organization) => organization.settings.timezone,
    enabled,
  });
}

/**
 * The instructors with their hours and the time off that overlaps `[from, to)` (a calendar
 * day), ended or not: what their calendar rows shade.
 */
export function useInstructorsInRange(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: queryKeys.instructorsInRange(range?.from ?? "", range?.to ?? ""),
    queryFn: ({ signal }) => getInstructors(signal, range ?? undefined),
    enabled: range !== null,
  });
}

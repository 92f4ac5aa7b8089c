import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TimeOffInput,
  WeeklyHoursInput,
} from "../../../../shared/instructors/availability.schemas";
import type {
  InstructorAvailability,
  TimeOffView,
  WeeklyRangeView,
} from "../../../../shared/instructors/availability.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const base = (userId: string) => `/api/instructors/${encodeURIComponent(userId)}`;

export function getAvailability(
  userId: string,
  signal?: AbortSignal,
): Promise<InstructorAvailability> {
  return apiClient.get<InstructorAvailability>(`${base(userId)}/availability`, { signal });
}

/**
 * An instructor's week of hours and their time off that has not ended, soonest first. No toast
 * on failure: the panel says so in its place. (A member's page refreshed as its instructor is
 * switched off reads 'Instructor not found' once, just before the panel goes.)
 */
export function useAvailability(userId: string) {
  return useQuery({
    queryKey: queryKeys.instructorAvailability(userId),
    queryFn: ({ signal }) => getAvailability(userId, signal),
  });
}

export async function saveWeeklyHours(
  userId: string,
  input: WeeklyHoursInput,
): Promise<WeeklyRangeView[]> {
  const { hours } = await apiClient.put<{ hours: WeeklyRangeView[] }>(
    `${base(userId)}/availability/hours`,
    input,
  );
  return hours;
}

export async function addTimeOff(userId: string, input: TimeOffInput): Promise<TimeOffView> {
  const { timeOff } = await apiClient.post<{ timeOff: TimeOffView }>(
    `${base(userId)}/time-off`,
    input,
  );
  return timeOff;
}

export async function deleteTimeOff(userId: string, id: string): Promise<TimeOffView> {
  const { timeOff } = await apiClient.delete<{ timeOff: TimeOffView }>(
    `${base(userId)}/time-off/${encodeURIComponent(id)}`,
  );
  return timeOff;
}

/**
 * After a change: this instructor's availability, and the instructors list the booking form
 * reads to mark who is unavailable (its prefix holds both).
 */
function useRefreshAfterChange(userId: string) {
  const queryClient = useQueryClient();
  return (change: (current: InstructorAvailability) => InstructorAvailability) => {
    queryClient.setQueryData<InstructorAvailability>(
      queryKeys.instructorAvailability(userId),
      (current) => (current ? change(current) : current),
    );
    return queryClient.invalidateQueries({ queryKey: queryKeys.instructorList });
  };
}

export function useSaveWeeklyHours(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: WeeklyHoursInput) => saveWeeklyHours(userId, input),
    onSuccess: (hours) => refresh((current) => ({ ...current, hours })),
  });
}

/** The list stays soonest first, as the server sends it. */
const bySoonest = (a: TimeOffView, b: TimeOffView) =>
  Date.parse(a.start) - Date.parse(b.start) || Date.parse(a.end) - Date.parse(b.end);

export function useAddTimeOff(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: TimeOffInput) => addTimeOff(userId, input),
    onSuccess: (added) =>
      refresh((current) => ({ ...current, timeOff: [...current.timeOff, added].sort(bySoonest) })),
  });
}

export function useDeleteTimeOff(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (id: string) => deleteTimeOff(userId, id),
    onSuccess: (removed) =>
      refresh((current) => ({
        ...current,
        timeOff: current.timeOff.filter((off) => off.id !== removed.id),
      })),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Archived, booking disabled, status archived; final. */
export async function archiveAircraft(id: string): Promise<Aircraft> {
  const { aircraft } = await apiClient.post<{ aircraft: Aircraft }>(
    `/api/aircraft/${encodeURIComponent(id)}/archive`,
  );
  return aircraft;
}

export function useArchiveAircraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAircraft,
    onSuccess: (aircraft) => {
      queryClient.setQueryData(queryKeys.aircraftDetail(aircraft.id), aircraft);
      return queryClient.invalidateQueries({ queryKey: queryKeys.aircraftList });
    },
  });
}

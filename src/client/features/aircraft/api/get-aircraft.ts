import { useQuery } from "@tanstack/react-query";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function getAircraft(id: string, signal?: AbortSignal): Promise<Aircraft> {
  const { aircraft } = await apiClient.get<{ aircraft: Aircraft }>(
    `/api/aircraft/${encodeURIComponent(id)}`,
    { signal },
  );
  return aircraft;
}

/**
 * One aircraft. No toast on failure: the details page says 'Aircraft not found' (404) or that
 * the fetch failed in its own place.
 */
export function useAircraft(id: string) {
  return useQuery({
    queryKey: queryKeys.aircraftDetail(id),
    queryFn: ({ signal }) => getAircraft(id, signal),
  });
}

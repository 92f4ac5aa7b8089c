import { useQuery } from "@tanstack/react-query";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { aircraftMessages } from "../aircraft.texts";

/** The organization's aircraft by registration; archived ones come for admins only. */
export async function getAircraftList(signal?: AbortSignal): Promise<Aircraft[]> {
  const { aircraft } = await apiClient.get<{ aircraft: Aircraft[] }>("/api/aircraft", { signal });
  return aircraft;
}

/** Read again whenever a screen showing the fleet opens (docs/rules/aircraft.md). */
export function useAircraftList() {
  return useQuery({
    queryKey: queryKeys.aircraftList,
    queryFn: ({ signal }) => getAircraftList(signal),
    refetchOnMount: "always",
    meta: { errorMessage: aircraftMessages.fetchFailed },
  });
}

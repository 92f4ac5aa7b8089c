import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AircraftData } from "../../../../shared/aircraft/aircraft.schemas";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function createAircraft(input: AircraftData): Promise<Aircraft> {
  const { aircraft } = await apiClient.post<{ aircraft: Aircraft }>("/api/aircraft", input);
  return aircraft;
}

export function useCreateAircraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAircraft,
    onSuccess: (aircraft) => {
      queryClient.setQueryData(queryKeys.aircraftDetail(aircraft.id), aircraft);
      return queryClient.invalidateQueries({ queryKey: queryKeys.aircraftList });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AircraftData } from "../../../../shared/aircraft/aircraft.schemas";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function updateAircraft({
  id,
  input,
}: {
  id: string;
  input: AircraftData;
}): Promise<Aircraft> {
  const { aircraft } = await apiClient.put<{ aircraft: Aircraft }>(
    `/api/aircraft/${encodeURIComponent(id)}`,
    input,
  );
  return aircraft;
}

export function useUpdateAircraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAircraft,
    onSuccess: (aircraft) => {
      queryClient.setQueryData(queryKeys.aircraftDetail(aircraft.id), aircraft);
      return queryClient.invalidateQueries({ queryKey: queryKeys.aircraftList });
    },
  });
}

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { installationSchema } from "../../../../shared/portability/organization-export";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type Installation = z.infer<typeof installationSchema>;

export function getInstallation(signal?: AbortSignal): Promise<Installation> {
  return apiClient.get<Installation>("/api/installation", { signal });
}

/** Whether an organization may be restored here. No toast on failure: the pages stay quiet. */
export function useInstallation() {
  return useQuery({
    queryKey: queryKeys.installation,
    queryFn: ({ signal }) => getInstallation(signal),
  });
}

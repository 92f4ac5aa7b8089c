import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { organizationMessages } from "../organizations.texts";

export async function getCurrentOrganization(signal?: AbortSignal): Promise<Organization> {
  const { organization } = await apiClient.get<{ organization: Organization }>(
    "/api/organizations/current",
    {
      signal,
    },
  );
  return organization;
}

export const currentOrganizationQueryOptions = queryOptions({
  queryKey: queryKeys.currentOrganization,
  queryFn: ({ signal }) => getCurrentOrganization(signal),
  meta: { errorMessage: organizationMessages.fetchFailed },
  // Read by the protected pages' frame and then by the page: a read that failed (its three
  // attempts made, its toast shown) is not made again because one more screen asks for it.
  retryOnMount: false,
});

/** The signed-in user's organization; only ask once onboarding is complete (403 before). */
export function useCurrentOrganization({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentOrganizationQueryOptions, enabled });
}

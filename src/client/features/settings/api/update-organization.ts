import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { apiClient } from "../../../lib/api-client";
import { setCachedOrganization } from "../../../lib/query-keys";
import type { OrganizationPatch } from "../organization-form";

/** An admin's edit of the organization; settings are merged into the existing ones. */
export async function updateOrganization(update: OrganizationPatch): Promise<Organization> {
  const { organization } = await apiClient.patch<{ organization: Organization }>(
    "/api/organizations/current",
    update,
  );
  return organization;
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => setCachedOrganization(queryClient, organization),
  });
}

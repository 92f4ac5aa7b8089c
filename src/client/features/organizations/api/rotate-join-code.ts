import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { apiClient } from "../../../lib/api-client";
import { setCachedOrganization } from "../../../lib/query-keys";

/** A new invitation code; the old one stops working at once (a leaked code). */
export async function rotateJoinCode(): Promise<Organization> {
  const { organization } = await apiClient.post<{ organization: Organization }>(
    "/api/organizations/current/join-code",
  );
  return organization;
}

export function useRotateJoinCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateJoinCode,
    onSuccess: (organization) => setCachedOrganization(queryClient, organization),
  });
}

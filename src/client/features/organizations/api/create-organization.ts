import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateOrganizationData } from "../../../../shared/organizations/organization.schemas";
import { apiClient } from "../../../lib/api-client";
import { cacheMembership, type MembershipResponse } from "./membership-response";

export function createOrganization(input: CreateOrganizationData): Promise<MembershipResponse> {
  return apiClient.post("/api/organizations", input);
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (response) => cacheMembership(queryClient, response),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinOrganizationInput } from "../../../../shared/organizations/organization.schemas";
import { apiClient } from "../../../lib/api-client";
import { cacheMembership, type MembershipResponse } from "./membership-response";

export function joinOrganization(input: JoinOrganizationInput): Promise<MembershipResponse> {
  return apiClient.post("/api/organizations/join", input);
}

export function useJoinOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinOrganization,
    onSuccess: (response) => cacheMembership(queryClient, response),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportRequest } from "../../../../shared/portability/organization-export";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { setSignedInUser } from "../../../lib/query-keys";

/** Restores the organization; the restorer comes back signed in, as its administrator. */
export function importOrganization(input: ImportRequest): Promise<{ user: CurrentUser }> {
  return apiClient.post("/api/organizations/import", input);
}

export function useImportOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrganization,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

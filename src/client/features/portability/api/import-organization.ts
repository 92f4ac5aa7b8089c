import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ImportRequest,
  SETUP_CODE_HEADER,
} from "../../../../shared/portability/organization-export";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { setSignedInUser } from "../../../lib/query-keys";

export type ImportOrganizationInput = ImportRequest & { setupCode: string };

/**
 * Restores the organization; the restorer comes back signed in, as its administrator. The setup
 * code goes in a header: the server checks it before it reads the file.
 */
export function importOrganization({
  setupCode,
  ...input
}: ImportOrganizationInput): Promise<{ user: CurrentUser }> {
  // Letters and digits only: a header takes no other script, and a pasted dash may be any dash.
  return apiClient.post("/api/organizations/import", input, {
    headers: { [SETUP_CODE_HEADER]: setupCode.replace(/[^0-9A-Za-z]/g, "") },
  });
}

export function useImportOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrganization,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

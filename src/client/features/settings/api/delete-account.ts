import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { DeleteAccountInput } from "../../../../shared/auth/auth.schemas";
import { apiClient } from "../../../lib/api-client";
import { forgetAccountData, setCachedUser } from "../../../lib/query-keys";

/** The account is anonymised and the session cleared. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiClient.post("/api/me/delete", input);
}

/**
 * Deletes the account, then forgets it as sign-out does: the user entry becomes `null` in
 * place (the mounted guards observe it) and everything else cached for the account goes;
 * then goes to /login.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setCachedUser(queryClient, null);
      forgetAccountData(queryClient);
      navigate("/login", { replace: true });
    },
  });
}

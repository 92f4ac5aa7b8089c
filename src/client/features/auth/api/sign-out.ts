import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiClient } from "../../../lib/api-client";
import { forgetAccountData, queryKeys, setCachedUser } from "../../../lib/query-keys";

export function signOut(): Promise<void> {
  return apiClient.post("/api/auth/logout");
}

/** Signs out, forgets everything cached for the account, and goes to `/`. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      setCachedUser(queryClient, null);
      forgetAccountData(queryClient);
    },
    onError: async (error) => {
      // A failed sign-out is only logged (docs/rules/app.md). The user is read again (loading, then
      // the answer), so the screen shows whether the session really ended.
      console.error("Sign out failed", error);
      forgetAccountData(queryClient);
      await queryClient.resetQueries({ queryKey: queryKeys.me });
    },
    onSettled: () => navigate("/"),
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}

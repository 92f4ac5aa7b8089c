import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "../../../../shared/auth/auth.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys, setCachedUser } from "../../../lib/query-keys";

export function signIn(input: SignInInput): Promise<{ user: CurrentUser }> {
  return apiClient.post("/api/auth/login", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      // Another account may have been signed in before (a session that expired): nothing of its
      // organization may linger, neither the organization nor its fleet.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      setCachedUser(queryClient, user);
    },
  });
}

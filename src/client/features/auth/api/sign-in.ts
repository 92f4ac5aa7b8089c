import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "../../../../shared/auth/auth.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { setSignedInUser } from "../../../lib/query-keys";

export function signIn(input: SignInInput): Promise<{ user: CurrentUser }> {
  return apiClient.post("/api/auth/login", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

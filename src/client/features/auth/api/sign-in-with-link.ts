import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UseSignInLinkInput } from "../../../../shared/auth/sign-in-link";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { setSignedInUser } from "../../../lib/query-keys";

/** Uses a sign-in link: the member's new password is set and they come back signed in. */
export function signInWithLink(input: UseSignInLinkInput): Promise<{ user: CurrentUser }> {
  return apiClient.post("/api/auth/sign-in-link", input);
}

export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "../../../../shared/auth/auth.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";

export function register(input: SignUpInput): Promise<{ user: CurrentUser }> {
  return apiClient.post("/api/auth/register", input);
}

/** `next`: where the new account goes (an invitation link's join step), else the home page. */
export function useRegister(next = "/") {
  return useMutation({
    mutationFn: register,
    // The whole page reloads after sign-up (docs/rules/accounts.md): all state starts afresh.
    onSuccess: () => window.location.assign(next),
  });
}

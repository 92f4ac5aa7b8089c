import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "../../../../shared/auth/auth.schemas";
import { apiClient } from "../../../lib/api-client";

/** The server signs out every other session of the user and renews this one's cookie. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiClient.post("/api/me/password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

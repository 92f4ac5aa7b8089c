import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { setCachedUser } from "../../../lib/query-keys";

export function saveProfile(input: ProfileInput): Promise<{ user: CurrentUser }> {
  return apiClient.put("/api/me/profile", input);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ user }) => setCachedUser(queryClient, user),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys, setCachedUser } from "../../../lib/query-keys";

/** Settings' profile edit: only what is sent changes. */
export async function updateProfile(update: ProfileUpdate): Promise<CurrentUser> {
  const { user } = await apiClient.patch<{ user: CurrentUser }>("/api/me/profile", update);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setCachedUser(queryClient, user);
      // Names show in the member list too.
      return queryClient.invalidateQueries({ queryKey: queryKeys.memberList });
    },
  });
}

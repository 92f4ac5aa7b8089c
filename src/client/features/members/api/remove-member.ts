import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Ends the membership; the user is kept (and is back in onboarding at their next visit). */
export function removeMember(id: string): Promise<void> {
  return apiClient.post<void>(`/api/members/${encodeURIComponent(id)}/remove`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, id) => {
      // Not refetched now: the page still shows this member until it navigates away.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.memberDetail(id),
        refetchType: "none",
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.memberList });
    },
  });
}

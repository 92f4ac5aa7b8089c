import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInLink } from "../../../../shared/auth/sign-in-link";
import { apiClient, isApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** A one-time link with which a member without a password chooses one. */
export async function createSignInLink(memberId: string): Promise<SignInLink> {
  const { link } = await apiClient.post<{ link: SignInLink }>(
    `/api/members/${encodeURIComponent(memberId)}/sign-in-link`,
  );
  return link;
}

export function useCreateSignInLink(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSignInLink(memberId),
    onError: (error) => {
      // The member has chosen a password meanwhile: the page stops offering a link.
      if (isApiError(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.memberDetail(memberId) });
      }
    },
  });
}

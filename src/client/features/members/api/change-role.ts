import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeRoleInput, MemberDetails } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function changeRole(
  id: string,
  role: ChangeRoleInput["role"],
): Promise<MemberDetails> {
  const { member } = await apiClient.post<{ member: MemberDetails }>(
    `/api/members/${encodeURIComponent(id)}/role`,
    { role } satisfies ChangeRoleInput,
  );
  return member;
}

/** 'Make Administrator' / 'Make Member'; an admin who stepped down reads their own role again. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string } & ChangeRoleInput) => changeRole(id, role),
    onSuccess: (member) => {
      queryClient.setQueryData(queryKeys.memberDetail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberList });
      return queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

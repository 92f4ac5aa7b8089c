import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InstructorData } from "../../../../shared/members/instructor.schemas";
import type { MemberDetails } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The member's 'Instructor' switch, rate and ratings, saved together. */
export async function updateInstructor(id: string, input: InstructorData): Promise<MemberDetails> {
  const { member } = await apiClient.put<{ member: MemberDetails }>(
    `/api/members/${encodeURIComponent(id)}/instructor`,
    input,
  );
  return member;
}

export function useUpdateInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InstructorData }) =>
      updateInstructor(id, input),
    onSuccess: (member) => {
      queryClient.setQueryData(queryKeys.memberDetail(member.id), member);
      return queryClient.invalidateQueries({ queryKey: queryKeys.memberList });
    },
  });
}

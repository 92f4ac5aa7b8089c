import { useQuery } from "@tanstack/react-query";
import type { MemberDetails } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function getMember(id: string, signal?: AbortSignal): Promise<MemberDetails> {
  const { member } = await apiClient.get<{ member: MemberDetails }>(
    `/api/members/${encodeURIComponent(id)}`,
    { signal },
  );
  return member;
}

/**
 * One member, for admins. No toast on failure: the page says 'Member not found' (404), that
 * only admins may look (403), or that the fetch failed, in its own place.
 */
export function useMember(id: string) {
  return useQuery({
    queryKey: queryKeys.memberDetail(id),
    queryFn: ({ signal }) => getMember(id, signal),
  });
}

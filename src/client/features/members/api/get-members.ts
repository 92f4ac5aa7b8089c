import { useQuery } from "@tanstack/react-query";
import type { MemberListItem } from "../../../../shared/members/member.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The organization's members by name; contact details and join dates come for admins only. */
export async function getMembers(signal?: AbortSignal): Promise<MemberListItem[]> {
  const { members } = await apiClient.get<{ members: MemberListItem[] }>("/api/members", {
    signal,
  });
  return members;
}

/** Read again whenever a screen showing the members opens, so removals and joins show at once. */
export function useMembers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.memberList,
    queryFn: ({ signal }) => getMembers(signal),
    refetchOnMount: "always",
    enabled,
  });
}

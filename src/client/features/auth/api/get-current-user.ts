import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { apiClient, isApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in user, or null when nobody is signed in (a 401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const { user } = await apiClient.get<{ user: CurrentUser }>("/api/me", { signal });
    return user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => getCurrentUser(signal),
});

/**
 * Sign-in state: loading, then the user or null. A fetch that still fails after its retries
 * counts as signed out (docs/rules/app.md).
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending };
}

import { QueryCache, QueryClient } from "@tanstack/react-query";
import { errorCodes } from "../../shared/http/api-error";
import { isApiError } from "./api-client";
import { queryKeys, setCachedUser } from "./query-keys";
import { toast } from "./toast";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A 401 on any other read means the session ended: forget the user so the guards
        // send the person to the sign-in page.
        if (isApiError(error, 401) && query.queryKey[0] !== queryKeys.me[0]) {
          setCachedUser(client, null);
          return;
        }
        // The user lost their organization (e.g. removed by an admin): read the user again so
        // the guards move them back to onboarding.
        if (isApiError(error, 403) && error.code === errorCodes.onboardingIncomplete) {
          void client.invalidateQueries({ queryKey: queryKeys.me });
          return;
        }
        if (query.meta?.errorMessage) toast.error(query.meta.errorMessage);
      },
    }),
    defaultOptions: {
      // The API client already retries reads with its backoff (docs/rules/app.md); a second layer
      // would multiply it.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

import { queryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { useHydrated } from "../../../lib/use-hydrated";
import { useFirstViewWeatherUnits } from "../../../lib/viewer-time";

export async function getMetar(icao: string, signal?: AbortSignal): Promise<MetarRecord> {
  const { metar } = await apiClient.get<{ metar: MetarRecord }>(
    `/api/weather/metar/${encodeURIComponent(icao)}`,
    { signal },
  );
  return metar;
}

/** The server keeps a report for 5 minutes; asking sooner would only get the same one. */
const METAR_STALE_MS = 5 * 60_000;
/** A page left open all day keeps a current report (METARs come at least hourly). */
const METAR_REFRESH_MS = 10 * 60_000;

export const metarQueryOptions = (icao: string) =>
  queryOptions({
    queryKey: queryKeys.metar(icao),
    queryFn: ({ signal }) => getMetar(icao, signal),
    staleTime: METAR_STALE_MS,
  });

/**
 * The current METAR of a station, fetched whenever the code is known (spec section 4); a new
 * code is a new query. No toast on failure: the strip and the card say 'Error: ' in place.
 */
export function useMetar(icao: string): UseQueryResult<MetarRecord> {
  const enabled = icao.length > 0;
  const query = useQuery({
    ...metarQueryOptions(icao),
    enabled,
    refetchInterval: METAR_REFRESH_MS,
  });
  // A server-rendered first view holds the report when the server had it in time (decision
  // 0019), and both sides show it. Without it, React takes the dashboard's card over after the
  // top bar, whose strip may have read the report by then: until the whole view is taken over,
  // both show what the server showed, a report being read.
  const inFirstView = useFirstViewWeatherUnits() !== null;
  return useHydrated() || inFirstView ? query : asBeingRead(query, enabled);
}

/** `query` as the server renders it: no report yet, and being read when enabled. */
function asBeingRead(
  query: UseQueryResult<MetarRecord>,
  enabled: boolean,
): UseQueryResult<MetarRecord> {
  return {
    ...query,
    data: undefined,
    error: null,
    status: "pending",
    fetchStatus: enabled ? "fetching" : "idle",
    isPending: true,
    isLoading: enabled,
    isFetching: enabled,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isRefetching: false,
    isFetched: false,
    isFetchedAfterMount: false,
    isPlaceholderData: false,
    dataUpdatedAt: 0,
  } as UseQueryResult<MetarRecord>;
}

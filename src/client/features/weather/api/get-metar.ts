import { queryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { apiClient } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

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
 * The current METAR of a station, fetched whenever the code is known (docs/rules/weather.md); a new
 * code is a new query. No toast on failure: the strip and the card say 'Error: ' in place.
 *
 * A query without data goes back to pending, its error cleared, each time it is fetched again:
 * a station that has only ever failed would flash 'Loading...' on every retry. Its last error
 * stays shown until an answer replaces it; 'Loading...' is for the very first read only.
 */
export function useMetar(icao: string): UseQueryResult<MetarRecord> {
  const enabled = icao.length > 0;
  const query = useQuery({
    ...metarQueryOptions(icao),
    enabled,
    refetchInterval: METAR_REFRESH_MS,
  });
  const [lastError, setLastError] = useState<{ icao: string; error: Error } | null>(null);
  useEffect(() => {
    if (query.error) setLastError({ icao, error: query.error });
  }, [icao, query.error]);
  const retrying = query.isPending && query.errorUpdateCount > 0 && lastError?.icao === icao;
  if (!retrying) return query;
  return {
    ...query,
    status: "error",
    isPending: false,
    isError: true,
    isLoading: false,
    isLoadingError: true,
    error: lastError.error,
  } as UseQueryResult<MetarRecord>;
}

import type { UseQueryResult } from "@tanstack/react-query";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { errorMessage } from "../../../lib/api-client";
import { weatherMessages } from "../weather.texts";
import type { Units } from "../weather-format";
import { MetarDetails } from "./metar-details";

/** 'Error: ' and the server's message; the fallback when the server could not be reached. */
export const metarError = (error: unknown) =>
  weatherMessages.errorPrefix + errorMessage(error, weatherMessages.fetchFailed);

/** What the report shows of the METAR's read: a query's result, or the server's "being read". */
export type MetarRead = Pick<
  UseQueryResult<MetarRecord>,
  "data" | "error" | "isPending" | "isError" | "isFetching"
>;

/** The read as the server renders it: it holds no weather, and the browser reads it. */
export const metarBeingRead: MetarRead = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: true,
};

/**
 * The weather in one of its states: 'Loading...', 'Error: ' plus message, 'No data', or every
 * detail. A failed refresh says so above the report it could not replace.
 */
export function MetarReport({ query, units }: { query: MetarRead; units: Units }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {weatherMessages.loading}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {query.isError && (
        <p className="text-sm font-medium text-red-800 dark:text-red-300">
          {metarError(query.error)}
        </p>
      )}
      {query.data ? (
        <MetarDetails metar={query.data} units={units} />
      ) : (
        !query.isError && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{weatherMessages.empty}</p>
        )
      )}
    </div>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { errorMessage } from "../../../lib/api-client";
import { weatherMessages } from "../weather.texts";
import type { Units } from "../weather-format";
import { MetarDetails } from "./metar-details";
import { useReportAge } from "./report-age";

/** 'Error: ' and the server's message; the fallback when the server could not be reached. */
export const metarError = (error: unknown) =>
  weatherMessages.errorPrefix + errorMessage(error, weatherMessages.fetchFailed);

/** What the report shows of the METAR's read: a query's result, or the server's "being read". */
export type MetarRead = Pick<
  UseQueryResult<MetarRecord>,
  "data" | "dataUpdatedAt" | "error" | "isPending" | "isError" | "isFetching"
>;

/** The read as the server renders it: it holds no weather, and the browser reads it. */
export const metarBeingRead: MetarRead = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  isPending: true,
  isError: false,
  isFetching: true,
};

/**
 * The weather in one of its states: 'Loading...' until the first answer, 'Error: ' plus message
 * when there has never been a report, 'No data', or every detail. A failed refresh keeps the last
 * good report and says how old it is; retries never go back to 'Loading...'.
 */
export function MetarReport({ query, units }: { query: MetarRead; units: Units }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {weatherMessages.loading}
      </p>
    );
  }
  if (query.data) {
    return (
      <div className="space-y-3">
        {query.isError && <StaleNote updatedAt={query.dataUpdatedAt} />}
        <MetarDetails metar={query.data} units={units} />
      </div>
    );
  }
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {query.isError ? metarError(query.error) : weatherMessages.empty}
    </p>
  );
}

function StaleNote({ updatedAt }: { updatedAt: number }) {
  return <p className="text-sm text-slate-700 dark:text-slate-300">{useReportAge(updatedAt)}</p>;
}

import type { UseQueryResult } from "@tanstack/react-query";
import { CircleAlert, LoaderCircle } from "lucide-react";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { cn } from "../../../lib/cn";
import { weatherMessages } from "../weather.texts";
import { categoryColour, formatSummary, stripClasses, type Units } from "../weather-format";
import { FlightCategoryBadge } from "./flight-category-badge";
import { metarError } from "./metar-report";
import { useReportAge } from "./report-age";

interface StripSummaryProps {
  icao: string;
  query: UseQueryResult<MetarRecord>;
  units: Units;
}

/**
 * Station, flight category and, from 1024 px, wind, visibility and temperature, tinted by the
 * category (grey while loading or failed). Narrower, the rest is for screen readers only, so
 * the strip fits beside the title, or beside the clocks on phones.
 */
export function StripSummary({ icao, query, units }: StripSummaryProps) {
  const metar = query.data;
  // A failed refresh keeps the last good report, its category and its age.
  const stale = query.isError && metar !== undefined;
  const age = useReportAge(query.dataUpdatedAt);
  const category = metar?.flight_category;
  const colour = categoryColour(category);
  const detail = query.isPending
    ? weatherMessages.loading
    : metar
      ? formatSummary(metar, units) + (stale ? ` · ${age}` : "")
      : query.isError
        ? metarError(query.error)
        : weatherMessages.empty;
  const Icon = query.isPending ? LoaderCircle : query.isError && !metar ? CircleAlert : null;

  return (
    <span
      data-flight-category={category ?? "none"}
      className={cn(
        "inline-flex max-w-[28rem] items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs transition-colors sm:gap-2 sm:px-2 sm:py-1 sm:text-sm",
        stripClasses[colour],
      )}
    >
      <span className="font-mono font-semibold">{metar?.station ?? icao}</span>
      {metar && <FlightCategoryBadge category={metar.flight_category} />}
      {Icon && (
        <Icon
          aria-hidden="true"
          className={cn("size-4 shrink-0", query.isPending && "animate-spin")}
        />
      )}
      <span className="sr-only min-w-0 truncate lg:not-sr-only">{detail}</span>
    </span>
  );
}

import { Fragment, type ReactNode } from "react";
import type { MetarRecord } from "../../../../shared/weather/metar.types";
import { formatTimestamp } from "../../../lib/date-format";
import { useTimeZone } from "../../../lib/viewer-time";
import { weatherTexts as texts, weatherMessages } from "../weather.texts";
import {
  formatCloudLayer,
  formatPressure,
  formatTemperature,
  formatVisibility,
  formatWind,
  type Units,
} from "../weather-format";
import { FlightCategoryBadge } from "./flight-category-badge";

/** Every field of the METAR record, as the popover and the dashboard card show it. */
export function MetarDetails({ metar, units }: { metar: MetarRecord; units: Units }) {
  // The viewer's zone, also where the server renders the dashboard's first view.
  const timeZone = useTimeZone();
  const rows: Array<[string, ReactNode]> = [
    [texts.observed, formatTimestamp(metar.time, timeZone) ?? texts.unknownDate],
    [texts.flightCategory, <FlightCategoryBadge key="category" category={metar.flight_category} />],
    [texts.wind, formatWind(metar) ?? texts.notProvided],
    [texts.visibility, formatVisibility(metar, units) ?? texts.notProvided],
    [
      texts.temperature,
      formatTemperature(metar.temperature, metar.temperature_f, units) ?? texts.notProvided,
    ],
    [
      texts.dewpoint,
      formatTemperature(metar.dewpoint, metar.dewpoint_f, units) ?? texts.notProvided,
    ],
    [texts.pressure, formatPressure(metar, units) ?? texts.notProvided],
    [texts.weather, metar.weather.length > 0 ? metar.weather.join(", ") : texts.none],
    [
      texts.clouds,
      metar.clouds.length > 0 ? metar.clouds.map(formatCloudLayer).join(", ") : texts.none,
    ],
  ];
  return (
    <div className="space-y-3 text-sm">
      <div>
        <p className="font-medium text-slate-700 dark:text-slate-300">{texts.rawMetar}</p>
        <p className="mt-1 rounded-md bg-slate-100 px-2 py-1.5 font-mono break-words text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {metar.raw.trim() || weatherMessages.noRaw}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-50">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

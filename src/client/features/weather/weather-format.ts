/**
 * How a METAR record reads on screen, in the units rule of docs/rules/weather.md: imperial shows
 * miles, °F and inHg with the metric values beside them; metric shows km, °C and hPa only.
 */
import type { CloudLayer, FlightCategory, MetarRecord } from "../../../shared/weather/metar.types";
import { celsiusToFahrenheit, hpaToInhg, metresToKm } from "../../../shared/weather/units";
import { weatherTexts as texts } from "./weather.texts";

/** Up to two decimals, without trailing zeros: 10, 6.21, 0.5. */
const plain = (value: number) => String(Number(value.toFixed(2)));

const degrees = (direction: number) => `${String(Math.round(direction)).padStart(3, "0")}°`;

/** '290° 12 kt', 'VRB 4 kt', '310° 15G25 kt', 'Calm'; null when the report has no wind. */
export function formatWind(
  metar: Pick<MetarRecord, "wind_direction" | "wind_speed" | "wind_gust">,
): string | null {
  const { wind_direction: direction, wind_speed: speed, wind_gust: gust } = metar;
  if (speed === null) return null;
  if (speed === 0 && !gust) return texts.calm;
  const strength = gust ? `${plain(speed)}G${plain(gust)} kt` : `${plain(speed)} kt`;
  if (direction === null) return strength;
  return `${direction === "VRB" ? "VRB" : degrees(direction)} ${strength}`;
}

/** Which system a browser reads (`usesImperialUnits`); imperial keeps metric beside it. */
export type Units = "imperial" | "metric";

/** `short` drops the metric twin of an imperial value, for the top bar's summary. */
interface FormatOptions {
  short?: boolean;
}

const withMetric = (imperial: string, metric: string | null, { short }: FormatOptions) =>
  short || !metric ? imperial : `${imperial} (${metric})`;

/** Kilometres are metres divided by 1000 with one decimal (docs/rules/weather.md). */
export function formatVisibility(
  metar: Pick<MetarRecord, "visibility" | "visibility_miles">,
  units: Units,
  options: FormatOptions = {},
): string | null {
  const km = metar.visibility === null ? null : `${metresToKm(metar.visibility)} km`;
  if (units === "metric" || metar.visibility_miles === null) return km;
  return withMetric(`${plain(metar.visibility_miles)} mi`, km, options);
}

export function formatTemperature(
  celsius: number | null,
  fahrenheit: number | null,
  units: Units,
  options: FormatOptions = {},
): string | null {
  if (celsius === null) return null;
  const metric = `${plain(celsius)}°C`;
  if (units === "metric") return metric;
  return withMetric(`${plain(fahrenheit ?? celsiusToFahrenheit(celsius))}°F`, metric, options);
}

export function formatPressure(
  metar: Pick<MetarRecord, "pressure" | "pressure_inhg">,
  units: Units,
): string | null {
  if (metar.pressure === null) return null;
  const hpa = `${plain(metar.pressure)} hPa`;
  if (units === "metric") return hpa;
  return withMetric(
    `${(metar.pressure_inhg ?? hpaToInhg(metar.pressure)).toFixed(2)} inHg`,
    hpa,
    {},
  );
}

/** The strip's summary: wind, visibility and temperature in the primary units only. */
export function formatSummary(metar: MetarRecord, units: Units): string {
  return [
    formatWind(metar),
    formatVisibility(metar, units, { short: true }),
    formatTemperature(metar.temperature, metar.temperature_f, units, { short: true }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** 'FEW 25,000 ft', 'VV 100 ft' (aviationweather.gov writes vertical visibility as OVX). */
export function formatCloudLayer({ cover, base_feet: base }: CloudLayer): string {
  const name = cover === "OVX" ? "VV" : cover;
  return base === null ? name : `${name} ${base.toLocaleString("en-US")} ft`;
}

/** The flight category's colours: VFR green, MVFR blue, IFR red, LIFR pink, anything else grey. */
export type CategoryColour = "green" | "blue" | "red" | "pink" | "grey";

export function categoryColour(category: FlightCategory | null | undefined): CategoryColour {
  switch (category) {
    case "VFR":
      return "green";
    case "MVFR":
      return "blue";
    case "IFR":
      return "red";
    case "LIFR":
      return "pink";
    default:
      return "grey";
  }
}

/** Tinted surface for the strip; every pair reads at 4.5:1 or better (checked by axe). */
export const stripClasses: Record<CategoryColour, string> = {
  green:
    "border-green-300 bg-green-50 text-green-900 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-100 dark:hover:bg-green-900",
  blue: "border-blue-300 bg-blue-50 text-blue-900 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100 dark:hover:bg-blue-900",
  red: "border-red-300 bg-red-50 text-red-900 hover:bg-red-100 dark:border-red-800 dark:bg-red-950 dark:text-red-100 dark:hover:bg-red-900",
  pink: "border-pink-300 bg-pink-50 text-pink-900 hover:bg-pink-100 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-100 dark:hover:bg-pink-900",
  grey: "border-slate-300 bg-slate-50 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
};

/** Solid badge, white on a dark shade of the category's colour. */
export const badgeClasses: Record<CategoryColour, string> = {
  green: "bg-green-700 text-white",
  blue: "bg-blue-700 text-white",
  red: "bg-red-700 text-white",
  pink: "bg-pink-700 text-white",
  grey: "bg-slate-600 text-white",
};

/**
 * The METAR providers: what each returns, mapped onto our record. The raw METAR is decoded to
 * fill in whatever a provider leaves out, and the flight category is ours when it gives none.
 */
import { z } from "zod";
import { ceilingFeet, flightCategory } from "../../shared/weather/flight-category";
import {
  type FlightCategory,
  flightCategories,
  type MetarRecord,
} from "../../shared/weather/metar.types";
import {
  celsiusToFahrenheit,
  hpaToInhg,
  metresToMiles,
  milesToMetres,
} from "../../shared/weather/units";
import { decodeMetar } from "./metar-decoder";

/** What a provider found, before the gaps are filled. */
export type ProviderReport = { raw: string } & Partial<Omit<MetarRecord, "raw">>;

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Provider {
  /** The request to make for a station. */
  request(icao: string): { url: string; headers: Record<string, string> };
  /** The report in the answer, or null when there is none. */
  read(body: unknown): ProviderReport | null;
}

const num = z.number().nullable().optional().catch(null);

const awcEntry = z.object({
  icaoId: z.string().optional(),
  rawOb: z.string(),
  obsTime: z.number().optional().catch(undefined),
  reportTime: z.string().optional().catch(undefined),
  temp: num,
  dewp: num,
  wdir: z
    .union([z.number(), z.literal("VRB")])
    .nullable()
    .optional()
    .catch(null),
  wspd: num,
  wgst: num,
  visib: z.union([z.number(), z.string()]).nullable().optional().catch(null),
  altim: num,
  wxString: z.string().nullable().optional().catch(null),
  clouds: z
    .array(z.object({ cover: z.string(), base: z.number().nullable().optional() }))
    .optional()
    .catch([]),
  fltCat: z.string().nullable().optional().catch(null),
});

/** AWC gives visibility in statute miles, a number or a string such as "10+" or "1/2". */
function awcVisibilityMiles(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const text = value.replace("+", "").trim();
  const fraction = /^(\d+)\s+(\d+)\/(\d+)$|^(\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    return fraction[1]
      ? Number(fraction[1]) + Number(fraction[2]) / Number(fraction[3])
      : Number(fraction[4]) / Number(fraction[5]);
  }
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

const category = (value: string | null | undefined): FlightCategory | undefined =>
  (flightCategories as readonly string[]).includes(value ?? "")
    ? (value as FlightCategory)
    : undefined;

export const awcProvider = (baseUrl = "https://aviationweather.gov"): Provider => ({
  request: (icao) => ({
    url: `${baseUrl}/api/data/metar?ids=${encodeURIComponent(icao)}&format=json`,
    headers: { accept: "application/json" },
  }),
  read(body) {
    const entries = z.array(z.unknown()).safeParse(body);
    if (!entries.success || entries.data.length === 0) return null;
    const entry = awcEntry.safeParse(entries.data[0]);
    if (!entry.success) throw new UpstreamError("unexpected AWC answer", 502);
    const e = entry.data;
    const miles = awcVisibilityMiles(e.visib);
    const time = e.obsTime ? new Date(e.obsTime * 1000).toISOString() : (e.reportTime ?? null);
    return {
      raw: e.rawOb,
      ...(e.icaoId ? { station: e.icaoId } : {}),
      time: time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null,
      ...(e.temp != null ? { temperature: e.temp } : {}),
      ...(e.dewp != null ? { dewpoint: e.dewp } : {}),
      ...(e.wdir != null ? { wind_direction: e.wdir } : {}),
      ...(e.wspd != null ? { wind_speed: e.wspd } : {}),
      ...(e.wgst != null ? { wind_gust: e.wgst } : {}),
      ...(miles !== null ? { visibility: milesToMetres(miles), visibility_miles: miles } : {}),
      ...(e.altim != null ? { pressure: e.altim } : {}),
      ...(e.wxString ? { weather: e.wxString.split(/\s+/).filter(Boolean) } : {}),
      ...(e.clouds && e.clouds.length > 0
        ? { clouds: e.clouds.map((c) => ({ cover: c.cover, base_feet: c.base ?? null })) }
        : {}),
      ...(category(e.fltCat) ? { flight_category: category(e.fltCat) } : {}),
    };
  },
});

const checkwxEntry = z.object({
  raw_text: z.string(),
  icao: z.string().optional(),
  observed: z.string().optional().catch(undefined),
  flight_category: z.string().nullable().optional().catch(null),
  temperature: z.object({ celsius: num }).optional().catch(undefined),
  dewpoint: z.object({ celsius: num }).optional().catch(undefined),
  wind: z.object({ degrees: num, speed_kts: num, gust_kts: num }).optional().catch(undefined),
  visibility: z.object({ meters_float: num, miles_float: num }).optional().catch(undefined),
  barometer: z.object({ hpa: num, hg: num }).optional().catch(undefined),
  conditions: z
    .array(z.object({ code: z.string() }))
    .optional()
    .catch([]),
  clouds: z
    .array(
      z.object({
        code: z.string(),
        feet: z.number().nullable().optional(),
        base_feet_agl: z.number().nullable().optional(),
      }),
    )
    .optional()
    .catch([]),
});

export const checkwxProvider = (apiKey: string, baseUrl = "https://api.checkwx.com"): Provider => ({
  request: (icao) => ({
    url: `${baseUrl}/metar/${encodeURIComponent(icao)}/decoded`,
    headers: { "X-API-Key": apiKey, accept: "application/json" },
  }),
  read(body) {
    const data = z.object({ data: z.array(z.unknown()) }).safeParse(body);
    if (!data.success || data.data.data.length === 0) return null;
    const entry = checkwxEntry.safeParse(data.data.data[0]);
    if (!entry.success) throw new UpstreamError("unexpected CheckWX answer", 502);
    const e = entry.data;
    const metres = e.visibility?.meters_float ?? null;
    return {
      raw: e.raw_text,
      ...(e.icao ? { station: e.icao } : {}),
      time:
        e.observed && !Number.isNaN(Date.parse(e.observed))
          ? new Date(e.observed).toISOString()
          : null,
      ...(e.temperature?.celsius != null ? { temperature: e.temperature.celsius } : {}),
      ...(e.dewpoint?.celsius != null ? { dewpoint: e.dewpoint.celsius } : {}),
      ...(e.wind?.degrees != null ? { wind_direction: e.wind.degrees } : {}),
      ...(e.wind?.speed_kts != null ? { wind_speed: e.wind.speed_kts } : {}),
      ...(e.wind?.gust_kts != null ? { wind_gust: e.wind.gust_kts } : {}),
      ...(metres !== null ? { visibility: Math.round(metres) } : {}),
      ...(e.visibility?.miles_float != null ? { visibility_miles: e.visibility.miles_float } : {}),
      ...(e.barometer?.hpa != null ? { pressure: e.barometer.hpa } : {}),
      ...(e.barometer?.hg != null ? { pressure_inhg: e.barometer.hg } : {}),
      ...(e.conditions && e.conditions.length > 0
        ? { weather: e.conditions.map((c) => c.code) }
        : {}),
      ...(e.clouds && e.clouds.length > 0
        ? {
            clouds: e.clouds.map((c) => ({
              cover: c.code,
              base_feet: c.base_feet_agl ?? c.feet ?? null,
            })),
          }
        : {}),
      ...(category(e.flight_category) ? { flight_category: category(e.flight_category) } : {}),
    };
  },
});

/** The provider's report, its gaps filled from the decoded raw METAR, and the twins computed. */
export function toMetarRecord(report: ProviderReport, icao: string): MetarRecord {
  const decoded = decodeMetar(report.raw);
  const pick = <K extends Exclude<keyof MetarRecord, "raw">>(
    key: K,
    fallback: MetarRecord[K],
  ): MetarRecord[K] => (report[key] ?? decoded[key] ?? fallback) as MetarRecord[K];
  const visibility = pick("visibility", null);
  const pressure = pick("pressure", null);
  const temperature = pick("temperature", null);
  const dewpoint = pick("dewpoint", null);
  const clouds = pick("clouds", []);
  const visibilityMiles =
    report.visibility_miles ?? (visibility === null ? null : metresToMiles(visibility));
  return {
    raw: report.raw,
    station: pick("station", icao),
    time: report.time ?? null,
    flight_category: report.flight_category ?? flightCategory(ceilingFeet(clouds), visibilityMiles),
    temperature,
    temperature_f: temperature === null ? null : celsiusToFahrenheit(temperature),
    dewpoint,
    dewpoint_f: dewpoint === null ? null : celsiusToFahrenheit(dewpoint),
    wind_speed: pick("wind_speed", null),
    wind_direction: pick("wind_direction", null),
    wind_gust: pick("wind_gust", null),
    visibility,
    visibility_miles: visibilityMiles,
    pressure,
    pressure_inhg: report.pressure_inhg ?? (pressure === null ? null : hpaToInhg(pressure)),
    weather: pick("weather", []),
    clouds,
  };
}

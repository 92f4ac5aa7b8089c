import { z } from "zod";

export const flightCategories = ["VFR", "MVFR", "IFR", "LIFR"] as const;
export type FlightCategory = (typeof flightCategories)[number];

export const cloudLayerSchema = z.object({
  /** FEW, SCT, BKN, OVC, VV (vertical visibility), or CLR/SKC/NSC/CAVOK. */
  cover: z.string(),
  /** Feet above the ground; null where the report gives none. */
  base_feet: z.number().nullable(),
});
export type CloudLayer = z.infer<typeof cloudLayerSchema>;

/** The METAR weather record (docs/rules/weather.md): metric values with their imperial twins. */
export const metarRecordSchema = z.object({
  raw: z.string(),
  station: z.string(),
  /** When it was observed (ISO-8601), if known. */
  time: z.string().nullable(),
  flight_category: z.enum(flightCategories).nullable(),
  temperature: z.number().nullable(),
  temperature_f: z.number().nullable(),
  dewpoint: z.number().nullable(),
  dewpoint_f: z.number().nullable(),
  /** Knots. */
  wind_speed: z.number().nullable(),
  /** Degrees true, or "VRB". */
  wind_direction: z.union([z.number(), z.literal("VRB")]).nullable(),
  wind_gust: z.number().nullable(),
  /** Metres. */
  visibility: z.number().nullable(),
  visibility_miles: z.number().nullable(),
  /** hPa. */
  pressure: z.number().nullable(),
  pressure_inhg: z.number().nullable(),
  weather: z.array(z.string()),
  clouds: z.array(cloudLayerSchema),
});
export type MetarRecord = z.infer<typeof metarRecordSchema>;

export const weatherMessages = {
  fetchFailedStatus: (status: number) => `Failed to fetch METAR: ${status}`,
  noData: "No METAR data available",
  fetchFailed: "Failed to fetch METAR",
  invalidStation: "Enter a 4-character ICAO code",
  tooManyLookups:
    "You have looked up too many weather stations this hour. Try again later; stations already looked up still show.",
  loading: "Loading...",
  empty: "No data",
  noRaw: "No raw METAR found",
  errorPrefix: "Error: ",
} as const;

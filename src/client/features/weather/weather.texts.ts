export { weatherMessages } from "../../../shared/weather/metar.types";

export const weatherTexts = {
  /** The dashboard card's and the popover's heading. */
  title: (icao: string) => `Weather at ${icao}`,
  refresh: "Refresh weather",
  rawMetar: "Raw METAR",
  observed: "Observed",
  flightCategory: "Flight category",
  wind: "Wind",
  visibility: "Visibility",
  temperature: "Temperature",
  dewpoint: "Dewpoint",
  pressure: "Pressure",
  weather: "Weather",
  clouds: "Clouds",
  calm: "Calm",
  none: "None",
  notProvided: "Not provided",
  /** Dates the report does not give (docs/rules/weather.md). */
  unknownDate: "Unknown",
  /**
   * Beside the last good report when a refresh failed: how long ago it was read, so that an old
   * report is not taken for the current one (docs/rules/weather.md).
   */
  updatedAgo: (minutes: number) =>
    minutes < 1
      ? "Updated just now"
      : minutes < 60
        ? `Updated ${minutes} min ago`
        : `Updated ${Math.floor(minutes / 60)} h ago`,
  /** The badge of a report without a flight category. */
  unknownCategory: "N/A",
} as const;

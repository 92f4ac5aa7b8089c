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
  /** The badge of a report without a flight category. */
  unknownCategory: "N/A",
} as const;

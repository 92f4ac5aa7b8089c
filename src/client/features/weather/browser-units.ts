import { usesImperialUnits } from "../../../shared/weather/units";
import type { Units } from "./weather-format";

/** The browser's units by the spec's rule: its language, and its platform for English. */
export function browserUnits(): Units {
  return usesImperialUnits(navigator.language, navigator.platform) ? "imperial" : "metric";
}

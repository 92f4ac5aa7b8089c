import { usesImperialUnits } from "../../../shared/weather/units";
import { useClientOnly } from "../../lib/client-only";
import type { Units } from "./weather-format";

/** The browser's units (docs/rules/weather.md): its language, and its platform for English. */
export function browserUnits(): Units {
  return usesImperialUnits(navigator.language, navigator.platform) ? "imperial" : "metric";
}

/**
 * The browser's units, for a component. The server, which renders the first view of some pages,
 * has no browser: there (and while the browser takes that view over) the answer is metric, and
 * no weather is shown yet then, as the first view holds no weather report.
 */
export function useBrowserUnits(): Units {
  return useClientOnly(browserUnits, "metric");
}

import { UNITS_COOKIE } from "../../../shared/http/first-view";
import { usesImperialUnits } from "../../../shared/weather/units";
import { useClientOnly } from "../../lib/client-only";
import { useFirstViewWeatherUnits } from "../../lib/viewer-time";
import type { Units } from "./weather-format";

/** The browser's units (docs/rules/weather.md): its language, and its platform for English. */
export function browserUnits(): Units {
  return usesImperialUnits(navigator.language, navigator.platform) ? "imperial" : "metric";
}

/**
 * The browser's units, for a component. The server, which renders the first view of some pages,
 * has no browser: there (and while the browser takes that view over) the answer is the units
 * the browser last told it (UNITS_COOKIE) when the view holds a weather report, and metric when
 * it holds none (nothing shows units then).
 */
export function useBrowserUnits(): Units {
  return useClientOnly(browserUnits, useFirstViewWeatherUnits() ?? "metric");
}

/**
 * Tells the server the browser's units (UNITS_COOKIE), for the dashboard's first view: on every
 * start of the app, as the time zone.
 */
export function rememberUnits(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser.
  document.cookie = `${UNITS_COOKIE}=${browserUnits()}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

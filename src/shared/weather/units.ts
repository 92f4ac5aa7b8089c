/** Unit conversions and the display rule of docs/rules/weather.md (units). */
export const METRES_PER_MILE = 1609.344;
export const HPA_PER_INHG = 33.8639;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export const celsiusToFahrenheit = (celsius: number) => round((celsius * 9) / 5 + 32, 1);
export const metresToMiles = (metres: number) => round(metres / METRES_PER_MILE, 2);
export const milesToMetres = (miles: number) => Math.round(miles * METRES_PER_MILE);
export const hpaToInhg = (hpa: number) => round(hpa / HPA_PER_INHG, 2);
export const inhgToHpa = (inhg: number) => round(inhg * HPA_PER_INHG, 1);
/** Visibility in km: metres divided by 1000 with one decimal. */
export const metresToKm = (metres: number) => (metres / 1000).toFixed(1);

/**
 * Imperial units (miles, °F, inHg, with metric beside them) for en-US browsers and English on
 * Windows; metric (km, °C, hPa) for everyone else (docs/rules/weather.md).
 */
export function usesImperialUnits(language: string, platform: string): boolean {
  const lang = language.toLowerCase();
  if (lang === "en-us") return true;
  return /^win/i.test(platform) && (lang === "en" || lang.startsWith("en-"));
}

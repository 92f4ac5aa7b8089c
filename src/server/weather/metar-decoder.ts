/**
 * Decodes a raw METAR with metar-taf-parser into the parts of our record, in our units. Used
 * to fill in whatever a provider leaves out.
 */
import { type IMetar, parseMetar } from "metar-taf-parser";
import type { CloudLayer, MetarRecord } from "../../shared/weather/metar.types";
import { inhgToHpa, METRES_PER_MILE } from "../../shared/weather/units";

export type DecodedMetar = Partial<Omit<MetarRecord, "raw">>;

function visibilityMetres(visibility: { value: number; unit: string } | undefined): number | null {
  if (!visibility) return null;
  if (visibility.unit === "SM") return Math.round(visibility.value * METRES_PER_MILE);
  if (visibility.unit === "km") return visibility.value * 1000;
  return visibility.value;
}

export function decodeMetar(raw: string): DecodedMetar {
  let metar: IMetar;
  try {
    metar = parseMetar(raw);
  } catch {
    return {};
  }
  const clouds: CloudLayer[] = (metar.clouds ?? []).map((cloud) => ({
    cover: String(cloud.quantity),
    base_feet: cloud.height ?? null,
  }));
  if (metar.verticalVisibility !== undefined)
    clouds.push({ cover: "VV", base_feet: metar.verticalVisibility });
  // CAVOK: visibility 10 km or more and no cloud below 5,000 ft.
  const visibility = metar.cavok ? 9999 : visibilityMetres(metar.visibility);
  const altimeter = metar.altimeter;
  const speedFactor =
    metar.wind?.unit === "MPS" ? 1.943844 : metar.wind?.unit === "KM/H" ? 0.539957 : 1;
  return {
    station: metar.station,
    temperature: metar.temperature ?? null,
    dewpoint: metar.dewPoint ?? null,
    wind_speed: metar.wind ? Math.round(metar.wind.speed * speedFactor) : null,
    wind_direction: metar.wind
      ? metar.wind.direction === "VRB"
        ? "VRB"
        : (metar.wind.degrees ?? null)
      : null,
    wind_gust: metar.wind?.gust !== undefined ? Math.round(metar.wind.gust * speedFactor) : null,
    visibility,
    pressure: altimeter
      ? altimeter.unit === "inHg"
        ? inhgToHpa(altimeter.value)
        : altimeter.value
      : null,
    weather: (metar.weatherConditions ?? []).map(
      (condition) =>
        `${condition.intensity ?? ""}${condition.descriptive ?? ""}${(condition.phenomenons ?? []).join("")}`,
    ),
    clouds,
  };
}

import type { CloudLayer, FlightCategory } from "./metar.types";

// AWC writes vertical visibility as "OVX".
const CEILING_COVERS = new Set(["BKN", "OVC", "VV", "OVX"]);

/** The ceiling: the lowest broken or overcast layer, or the vertical visibility, in feet. */
export function ceilingFeet(clouds: readonly CloudLayer[]): number | null {
  const bases = clouds
    .filter((layer) => CEILING_COVERS.has(layer.cover) && layer.base_feet !== null)
    .map((layer) => layer.base_feet as number);
  return bases.length > 0 ? Math.min(...bases) : null;
}

function byCeiling(feet: number): FlightCategory {
  if (feet < 500) return "LIFR";
  if (feet < 1000) return "IFR";
  if (feet <= 3000) return "MVFR";
  return "VFR";
}

function byVisibility(miles: number): FlightCategory {
  if (miles < 1) return "LIFR";
  if (miles < 3) return "IFR";
  if (miles <= 5) return "MVFR";
  return "VFR";
}

const SEVERITY: Record<FlightCategory, number> = { VFR: 0, MVFR: 1, IFR: 2, LIFR: 3 };

/**
 * The flight category from ceiling and visibility, the worse of the two: LIFR below 500 ft or
 * below 1 SM; IFR 500 to below 1,000 ft or 1 to below 3 SM; MVFR 1,000 to 3,000 ft or 3 to 5 SM
 * (both ends included); VFR above both. No ceiling means unlimited; null when neither is known.
 */
export function flightCategory(
  ceiling: number | null,
  visibilityMiles: number | null,
): FlightCategory | null {
  const categories: FlightCategory[] = [];
  if (visibilityMiles !== null) categories.push(byVisibility(visibilityMiles));
  if (ceiling !== null) categories.push(byCeiling(ceiling));
  else if (visibilityMiles !== null) categories.push("VFR");
  if (categories.length === 0) return null;
  return categories.reduce((worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst));
}

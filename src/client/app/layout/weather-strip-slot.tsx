/**
 * Where the top bar's METAR weather strip goes (spec section 2, "Weather strip"). It belongs
 * to a later issue; until then the slot renders nothing, so the top bar's layout already
 * leaves it its place.
 */
export function WeatherStripSlot() {
  return null;
}

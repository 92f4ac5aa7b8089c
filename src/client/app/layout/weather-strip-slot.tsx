import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";
import { WeatherStrip } from "../../features/weather/components/weather-strip";

/**
 * The top bar's METAR weather strip (docs/rules/weather.md), hidden until the organization, and so
 * its base airport's ICAO code, is known.
 */
export function WeatherStripSlot() {
  const { user } = useCurrentUser();
  const organization = useCurrentOrganization({ enabled: Boolean(user?.orgId) });
  const icao = organization.data?.baseAirport.icaoCode;
  if (!icao) return null;
  // Phones: after the top bar's row break, beside the clocks (see TopBar).
  return <WeatherStrip key={icao} icao={icao} className="order-last sm:order-none" />;
}

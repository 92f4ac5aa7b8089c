import { Panel } from "../../../components/ui/panel";
import { useClientOnly } from "../../../lib/client-only";
import { useFirstViewWeatherUnits } from "../../../lib/viewer-time";
import { useMetar } from "../api/get-metar";
import { useBrowserUnits } from "../browser-units";
import { weatherTexts as texts } from "../weather.texts";
import { MetarReport, metarBeingRead } from "./metar-report";
import { RefreshWeatherButton } from "./refresh-weather-button";

/** The dashboard's weather for the base airport, for members and admins alike. */
export function WeatherCard({ icao }: { icao: string }) {
  const query = useMetar(icao);
  // A server-rendered first view holds the report when the server had it in time (decision
  // 0034), and both sides show it. Without it, React takes the card over after the top bar,
  // whose strip may have read the report by then: until the whole view is taken over, the card
  // shows what the server showed, a report being read.
  const inFirstView = useFirstViewWeatherUnits() !== null;
  const read = useClientOnly(() => query, inFirstView ? query : metarBeingRead);
  const units = useBrowserUnits();
  return (
    <Panel
      title={texts.title(icao)}
      actions={
        <RefreshWeatherButton onRefresh={() => void query.refetch()} refreshing={read.isFetching} />
      }
    >
      <MetarReport query={read} units={units} />
    </Panel>
  );
}

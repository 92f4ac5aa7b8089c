import { Panel } from "../../../components/ui/panel";
import { useMetar } from "../api/get-metar";
import { useBrowserUnits } from "../browser-units";
import { weatherTexts as texts } from "../weather.texts";
import { MetarReport } from "./metar-report";
import { RefreshWeatherButton } from "./refresh-weather-button";

/** The dashboard's weather for the base airport, for members and admins alike. */
export function WeatherCard({ icao }: { icao: string }) {
  const query = useMetar(icao);
  const units = useBrowserUnits();
  return (
    <Panel
      title={texts.title(icao)}
      actions={
        <RefreshWeatherButton
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
      }
    >
      <MetarReport query={query} units={units} />
    </Panel>
  );
}

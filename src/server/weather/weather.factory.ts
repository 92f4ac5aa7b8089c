import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config/env";
import { type LookupBudget, WeatherService } from "./weather.service";
import { awcProvider, checkwxProvider } from "./weather-providers";

/** The provider of WEATHER_PROVIDER, at WEATHER_BASE_URL when set. */
export function createWeatherService(
  config: Config["weather"],
  log: FastifyBaseLogger,
  budget: LookupBudget,
): WeatherService {
  const provider =
    config.provider === "checkwx"
      ? checkwxProvider(config.checkwxApiKey ?? "", config.baseUrl)
      : awcProvider(config.baseUrl);
  return new WeatherService({
    provider,
    budget,
    log: (line) => log.warn(line),
  });
}

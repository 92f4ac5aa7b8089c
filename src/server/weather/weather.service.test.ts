import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeProvider,
  startFakeWeatherProvider,
} from "../../../tests/server/support/fake-weather-provider";
import { WeatherService } from "./weather.service";
import { awcProvider } from "./weather-providers";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeWeatherProvider();
});
afterAll(async () => {
  await provider.close();
});

/** A service whose clock the test moves. */
function serviceWithClock() {
  const clock = { now: Date.parse("2026-11-21T18:00:00Z") };
  const service = new WeatherService({
    provider: awcProvider(provider.url),
    now: () => clock.now,
  });
  return { service, clock };
}

const outcome = (service: WeatherService, icao: string) =>
  service.metar(icao, "user").then(
    () => "report",
    (error: { code: string }) => error.code,
  );

describe("the weather cache", () => {
  it("remembers a station without a report for ten minutes", async () => {
    const { service, clock } = serviceWithClock();
    expect(await outcome(service, "NONE")).toBe("WEATHER_NO_DATA");
    clock.now += 9 * MINUTE;
    expect(await outcome(service, "NONE")).toBe("WEATHER_NO_DATA");
    expect(provider.calls.get("NONE")).toBe(1);
    clock.now += 2 * MINUTE;
    expect(await outcome(service, "NONE")).toBe("WEATHER_NO_DATA");
    expect(provider.calls.get("NONE")).toBe(2);
  });

  it("asks again 30 seconds after the provider failed, and 5 minutes after a report", async () => {
    const { service, clock } = serviceWithClock();
    expect(await outcome(service, "E500")).toBe("WEATHER_UPSTREAM");
    expect(await outcome(service, "KSFO")).toBe("report");
    clock.now += 31 * SECOND;
    expect(await outcome(service, "E500")).toBe("WEATHER_UPSTREAM");
    expect(await outcome(service, "KSFO")).toBe("report");
    expect([provider.calls.get("E500"), provider.calls.get("KSFO")]).toEqual([2, 1]);
    clock.now += 5 * MINUTE;
    expect(await outcome(service, "KSFO")).toBe("report");
    expect(provider.calls.get("KSFO")).toBe(2);
  });
});

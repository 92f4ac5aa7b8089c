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
    expect(await outcome(service, "ZERR")).toBe("WEATHER_UPSTREAM");
    expect(await outcome(service, "KSFO")).toBe("report");
    clock.now += 31 * SECOND;
    expect(await outcome(service, "ZERR")).toBe("WEATHER_UPSTREAM");
    expect(await outcome(service, "KSFO")).toBe("report");
    expect([provider.calls.get("ZERR"), provider.calls.get("KSFO")]).toEqual([2, 1]);
    clock.now += 5 * MINUTE;
    expect(await outcome(service, "KSFO")).toBe("report");
    expect(provider.calls.get("KSFO")).toBe(2);
  });
});

describe("the log of failed fetches", () => {
  /** A service that writes its log into `lines`. */
  function loggingService(baseUrl: string, timeoutMs?: number) {
    const lines: string[] = [];
    const service = new WeatherService({
      provider: awcProvider(baseUrl),
      log: (line) => lines.push(line),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return { service, lines };
  }

  it("says in one line, without a stack, why each failed fetch failed", async () => {
    const answered = loggingService(provider.url);
    expect(await outcome(answered.service, "ZERR")).toBe("WEATHER_UPSTREAM");
    expect(answered.lines).toEqual(["METAR for ZERR failed: the provider answered 500"]);

    const slow = loggingService(provider.url, 50);
    expect(await outcome(slow.service, "SLOW")).toBe("WEATHER_UPSTREAM");
    // Port 9 (discard) has no listener here: the connection is refused.
    const refused = loggingService("http://127.0.0.1:9");
    expect(await outcome(refused.service, "KSFO")).toBe("WEATHER_UPSTREAM");
    for (const [lines, icao] of [
      [slow.lines, "SLOW"],
      [refused.lines, "KSFO"],
    ] as const) {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^METAR for ${icao} failed: \\w+`));
      expect(lines[0]).not.toContain("\n");
    }
  });

  it("logs nothing for a report or for a station without one", async () => {
    const { service, lines } = loggingService(provider.url);
    expect(await outcome(service, "KSFO")).toBe("report");
    expect(await outcome(service, "NONE")).toBe("WEATHER_NO_DATA");
    expect(lines).toEqual([]);
  });
});
